#define _XOPEN_SOURCE 700
#include <wchar.h>
#include "CPlatform.h"

int alertlab_wcwidth(unsigned int scalar) {
  return wcwidth((wchar_t)scalar);
}
