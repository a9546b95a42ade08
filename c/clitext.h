/*
** clitext.h — texts the command line shows people (clitext.c).
*/
#ifndef GR_CLITEXT_H
#define GR_CLITEXT_H

#define SHOW_MAX 80                  /* bytes of a text quoted in a message */
#define SHOW_BUF (4 * SHOW_MAX + 8)  /* room for them escaped, and "…" */

/* s as a message quotes it: at most SHOW_MAX bytes, control bytes as \xHH
** (buf holds SHOW_BUF bytes). */
const char *shown(const char *s, char *buf);
/* The help of each command, after its usage lines. */
void help_analyze(void);
void help_canonical(void);
void help_play(void);
void help_sequence(void);
void help_value(void);
void help_pattern(void);
void help_code(void);
void help_check(void);
void help_grid(void);
const char *judge_names(void);
void help_judge(void);
void help_quotient(void);
void help_claim(void);

#endif
