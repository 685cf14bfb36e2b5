#ifndef ALERTLAB_CEDITLINE_SHIM_H
#define ALERTLAB_CEDITLINE_SHIM_H
#include <stdio.h>
#include <editline/readline.h>

// Swift 6 refuses to write libedit's mutable C globals directly (they are shared mutable
// state), so the shell sets and reads them through these small functions.

static inline void alertlab_set_readline_name(const char *name) {
  rl_readline_name = name;
}

static inline void alertlab_set_attempted_completion_function(rl_completion_func_t *function) {
  rl_attempted_completion_function = function;
}

static inline void alertlab_set_completion_append_character(int character) {
  rl_completion_append_character = character;
}

static inline void alertlab_set_attempted_completion_over(int over) {
  rl_attempted_completion_over = over;
}

static inline void alertlab_set_basic_word_break_characters(const char *characters) {
  rl_basic_word_break_characters = characters;
}

/// The line being edited, as libedit last published it (UTF-8, NUL-terminated), or NULL.
static inline const char *alertlab_line_buffer(void) {
  return rl_line_buffer;
}

/// Entries currently held in the history list.
static inline int alertlab_history_length(void) {
  return history_length;
}

/// The number of the first entry in the history list (for `history_get`).
static inline int alertlab_history_base(void) {
  return history_base;
}

/// Sets the function libedit calls while it waits for a key inside `readline` (after it has
/// cleared the line), or removes it with NULL. The shell uses it once to put text on the line:
/// libedit clears text inserted by `rl_startup_hook` or `rl_pre_input_hook` before reading.
static inline void alertlab_set_event_hook(rl_hook_func_t *hook) {
  rl_event_hook = hook;
}

#endif
