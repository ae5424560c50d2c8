/* One-line wrappers around libedit's C-variadic calls (el_set, el_get, history), which Swift cannot call,
 * plus accessors for the C standard streams (Swift 6 rejects touching C globals directly). */
#ifndef DYNPROP_CEDITLINE_SHIM_H
#define DYNPROP_CEDITLINE_SHIM_H

#include <stdio.h>
#include <wchar.h>
#include <histedit.h>

typedef char *(*dp_prompt_fn)(EditLine *);
typedef unsigned char (*dp_command_fn)(EditLine *, int);
typedef int (*dp_getc_fn)(EditLine *, wchar_t *);

static inline FILE *dp_stdin(void) { return stdin; }
static inline FILE *dp_stdout(void) { return stdout; }
static inline FILE *dp_stderr(void) { return stderr; }

/* Characters between two `ignore` characters in the prompt are printed but take no screen width. */
static inline int dp_el_set_prompt(EditLine *el, dp_prompt_fn fn, char ignore) {
  return el_set(el, EL_PROMPT_ESC, fn, (int)ignore);
}
static inline int dp_el_set_editor(EditLine *el, const char *mode) { return el_set(el, EL_EDITOR, mode); }
static inline int dp_el_set_signal(EditLine *el, int on) { return el_set(el, EL_SIGNAL, on); }
static inline int dp_el_add_function(EditLine *el, const char *name, const char *help, dp_command_fn fn) {
  return el_set(el, EL_ADDFN, name, help, fn);
}
static inline int dp_el_bind(EditLine *el, const char *key, const char *name) {
  return el_set(el, EL_BIND, key, name, (const char *)NULL);
}
static inline int dp_el_set_history(EditLine *el, History *h) { return el_set(el, EL_HIST, history, h); }
static inline int dp_el_set_clientdata(EditLine *el, void *data) { return el_set(el, EL_CLIENTDATA, data); }
static inline void *dp_el_get_clientdata(EditLine *el) {
  void *data = NULL;
  return el_get(el, EL_CLIENTDATA, &data) == 0 ? data : NULL;
}
static inline int dp_el_set_getc(EditLine *el, dp_getc_fn fn) { return el_set(el, EL_GETCFN, fn); }
/* Clears libedit's idea of the screen and redraws the prompt and line. */
static inline int dp_el_refresh(EditLine *el) { return el_set(el, EL_REFRESH); }
/* raw != 0 puts the terminal in editing (raw) mode, 0 restores the cooked mode. */
static inline int dp_el_prep_term(EditLine *el, int raw) { return el_set(el, EL_PREP_TERM, raw); }

static inline int dp_history_setsize(History *h, int size) {
  HistEvent ev;
  return history(h, &ev, H_SETSIZE, size);
}
static inline int dp_history_setunique(History *h, int on) {
  HistEvent ev;
  return history(h, &ev, H_SETUNIQUE, on);
}
static inline int dp_history_enter(History *h, const char *line) {
  HistEvent ev;
  return history(h, &ev, H_ENTER, line);
}
static inline int dp_history_load(History *h, const char *path) {
  HistEvent ev;
  return history(h, &ev, H_LOAD, path);
}
static inline int dp_history_save(History *h, const char *path) {
  HistEvent ev;
  return history(h, &ev, H_SAVE, path);
}
/* Writes the history to an open stream; the caller checks and closes the stream. */
static inline int dp_history_save_fp(History *h, FILE *fp) {
  HistEvent ev;
  return history(h, &ev, H_SAVE_FP, fp);
}
/* Newest entry, then older ones; NULL when there is none. */
static inline const char *dp_history_first(History *h) {
  HistEvent ev;
  return history(h, &ev, H_FIRST) == 0 ? ev.str : NULL;
}
static inline const char *dp_history_next(History *h) {
  HistEvent ev;
  return history(h, &ev, H_NEXT) == 0 ? ev.str : NULL;
}

#endif
