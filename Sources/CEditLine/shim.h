#ifndef ALERTLAB_CEDITLINE_SHIM_H
#define ALERTLAB_CEDITLINE_SHIM_H
#include <stdio.h>
#include <editline/readline.h>
#endif
