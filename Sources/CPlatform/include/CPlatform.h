#ifndef ALERTLAB_CPLATFORM_H
#define ALERTLAB_CPLATFORM_H

/// The display width of one Unicode scalar as the C library's wcwidth answers it
/// under the current LC_CTYPE (-1 for non-printable).
int alertlab_wcwidth(unsigned int scalar);

#endif
