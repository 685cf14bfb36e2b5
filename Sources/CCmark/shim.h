#ifndef ALERTLAB_CCMARK_SHIM_H
#define ALERTLAB_CCMARK_SHIM_H
#include <cmark.h>
#endif
