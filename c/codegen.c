/*
** codegen.c — code for a contest solution, the way students work a game
** out: print the table, find the pattern, prove it, write the code, and
** check it against a brute force on random input. For a family and n it
** writes, in C++ or Python, four files:
**
**   table   the SG values of sizes 0..n as an array literal;
**   sg      sg(n) from the pattern the values show (pattern.c): a period
**           (the pre-period's and one period's values, then a lookup; an
**           arithmetic period adds its saltus), else the first formula on n
**           that holds (the values before it from the table), else the
**           formulas on classes n = qm + r (a recursion, O(log n)), else
**           the table alone. Its comments say whether the pattern is proven
**           (a period the family's rule proves and the independent checker
**           verified) or only observed on 0..n, never more;
**   brute   SG(n) as the mex of the options' values, written from the rule
**           by the game (gr_game.brute), which knows nothing of the pattern;
**   check   a script (Python, for both languages) that runs brute and sg on
**           every n of the table and on random n, and prints the first
**           difference (the students' 对拍).
**
** The engine owns the rules: the games write their moves as code through
** gr_coder (codegen.h). Comments in the code are in English or Simplified
** Chinese, as asked: the words are written here and in the games' hooks,
** both languages side by side (gr_code_note), since the command line writes
** them as well as the page. What the page says about the code (the pattern
** and whether it is proven) are catalog messages, as every text of the JSON.
**
** JSON: {"family","game","n","lang","words","pattern":{kind, proven, …},
** "statement","status","brute","brute_why","check":{…}|null,
** "files":[{"name","role","text"}]} (README.md, "Code for a solution").
*/
#include <stdio.h>
#include <string.h>
#include "codegen.h"
#include "family.h"
#include "pattern.h"
#include "calls.h"

#define CODE_WIDTH 96          /* characters of a line of an array literal, at most */
#define CODE_WORK_CPP 1e9      /* steps the check script lets a C++ brute force take */
#define CODE_WORK_PY 2e7       /* ... a Python one */
#define CODE_ROUNDS 200        /* random sizes the check script tries */
#define CODE_RANDOM_MIN 1000   /* random sizes are drawn from 0..max(4n, this) ... */

/* ---- writing lines ------------------------------------------------------------------ */

static int cpp(const gr_coder *w) { return w->lang == GR_LANG_CPP; }

void gr_code_line(gr_coder *w, const char *fmt, ...) {
  va_list ap;
  int i;
  for (i = 0; i < w->indent; i++) gr_puts(w->at, "    ");
  va_start(ap, fmt);
  gr_vprintf(w->at, fmt, ap);
  va_end(ap);
  gr_putc(w->at, '\n');
}

void gr_code_note(gr_coder *w, const char *en, const char *zh, ...) {
  va_list ap;
  int i;
  for (i = 0; i < w->indent; i++) gr_puts(w->at, "    ");
  gr_puts(w->at, cpp(w) ? "// " : "# ");
  va_start(ap, zh);
  gr_vprintf(w->at, w->zh ? zh : en, ap);
  va_end(ap);
  gr_putc(w->at, '\n');
}

void gr_code_open(gr_coder *w, const char *c, const char *py) {
  if (cpp(w)) gr_code_line(w, "%s {", c);
  else gr_code_line(w, "%s", py);
  w->indent++;
}

void gr_code_close(gr_coder *w) {
  w->indent--;
  if (cpp(w)) gr_code_line(w, "}");
}

/* A file's text: its own buffer, written through a coder. */
static void start(gr_coder *w, gr_buf *b) {
  gr_buf_init(b, w->ctx);
  w->at = b;
  w->indent = 0;
}

/* values v[from..to) as an array literal's items, CODE_WIDTH a line, each
** line indented one level. */
static void put_values(gr_coder *w, const uint32_t *v, gr_int from, gr_int to) {
  gr_int i;
  size_t col = 0;
  for (i = from; i < to; i++) {
    char num[24];
    int len = snprintf(num, sizeof num, "%lu%s", (unsigned long)v[i], i + 1 < to ? "," : "");
    if (col == 0) {
      gr_puts(w->at, "    ");
      col = 4;
    } else if (col + 1 + (size_t)len > CODE_WIDTH) {
      gr_puts(w->at, "\n    ");
      col = 4;
    } else {
      gr_putc(w->at, ' ');
      col++;
    }
    gr_puts(w->at, num);
    col += (size_t)len;
  }
  if (col) gr_putc(w->at, '\n');
}

/* The C++ type that holds every value of v[0..n]. */
static const char *int_type(const uint32_t *v, gr_int n) {
  gr_int i;
  for (i = 0; i <= n; i++)
    if (v[i] > 2147483647u) return "long long";
  return "int";
}

/* ---- the table ------------------------------------------------------------------------ */

static void write_table(gr_coder *w, const char *family, const uint32_t *v, gr_int n) {
  gr_code_note(w, "SG values of %s for n = 0..%lld, computed by the Grundy engine.",
               "%s 的 SG 值，n = 0..%lld，由 Grundy 引擎计算。", family, (long long)n);
  gr_code_note(w, "sg[n] is SG(n): the table alone answers every n <= %lld.",
               "sg[n] 即 SG(n)：单凭这张表就能回答每个 n ≤ %lld。", (long long)n);
  if (cpp(w)) {
    gr_code_line(w, "const int N = %lld;", (long long)n);
    gr_code_line(w, "const %s sg[N + 1] = {", int_type(v, n));
    put_values(w, v, 0, n + 1);
    gr_code_line(w, "};");
  } else {
    gr_code_line(w, "N = %lld", (long long)n);
    gr_code_line(w, "sg = [");
    put_values(w, v, 0, n + 1);
    gr_code_line(w, "]");
  }
}

/* ---- the pattern as a function --------------------------------------------------------- */

/* What sg() computes: the pattern's kind. */
enum { K_TABLE, K_PERIOD, K_ARITH, K_FORMULA, K_CLASSES };

static int kind_of(const gr_pat *p) {
  if (p->period) return p->saltus ? K_ARITH : K_PERIOD;
  if (p->formula >= 0) return K_FORMULA;
  if (p->q > 0) return K_CLASSES;
  return K_TABLE;
}

static const char *const KIND_NAMES[] = {"table", "period", "arithmetic", "formula", "classes"};

/* The formula as an expression of n in w's language (notation, the same in
** both languages' comments). */
static const char *formula_code(gr_coder *w, const gr_pat *p) {
  gr_ctx *ctx = w->ctx;
  int c = cpp(w);
  const char *ones = c ? "__builtin_popcountll(n)" : "bin(n).count(\"1\")";
  long long k = (long long)p->fk;
  switch (p->formula) {
  case GR_F_N: return "n";
  case GR_F_MOD: return gr_fmt(ctx, "n %% %lld", k);
  case GR_F_DIV: return gr_fmt(ctx, c ? "n / %lld" : "n // %lld", k);
  case GR_F_PLUS: return gr_fmt(ctx, "n %s %lld", k < 0 ? "-" : "+", k < 0 ? -k : k);
  case GR_F_V2: return c ? "(n ? __builtin_ctzll(n) : 0)" : "((n & -n).bit_length() - 1 if n else 0)";
  case GR_F_TWO_PART: return "n & -n";
  case GR_F_ONES: return ones;
  case GR_F_ODIOUS: return gr_fmt(ctx, "%s %% 2", ones);
  case GR_F_EVIL: return gr_fmt(ctx, "1 - %s %% 2", ones);
  case GR_F_BITS: return c ? "(n ? 64 - __builtin_clzll(n) : 0)" : "n.bit_length()";
  case GR_F_NTH_ODIOUS: return gr_fmt(ctx, "2 * n + (%s %% 2 == 0)", ones);
  default: return gr_fmt(ctx, "2 * n + (%s %% 2 == 1)", ones);
  }
}

/* Class r's value, m = n div q: a constant, m + c or sg(m) + c. */
static const char *class_code(gr_coder *w, const gr_pat *p, int r) {
  long long c = (long long)p->cc[r];
  const char *base = p->ckind[r] == 1 ? "m" : "sg(m)";
  if (p->ckind[r] == 0) return gr_fmt(w->ctx, "%lld", c);
  if (c == 0) return base;
  return gr_fmt(w->ctx, "%s %s %lld", base, c < 0 ? "-" : "+", c < 0 ? -c : c);
}

/* The pattern in the code's comments (the formulas as the code writes them). */
static void say_pattern(gr_coder *w, const gr_pat *p, int kind, gr_int n) {
  long long pre = (long long)p->pre, per = (long long)p->per, s = (long long)p->saltus;
  switch (kind) {
  case K_PERIOD:
    gr_code_note(w, "Pattern: SG(n + %lld) = SG(n) for every n >= %lld (period %lld, pre-period %lld).",
                 "规律：SG(n + %lld) = SG(n)，对所有 n ≥ %lld 成立（周期 %lld，预周期 %lld）。",
                 per, pre, per, pre);
    break;
  case K_ARITH:
    gr_code_note(w, "Pattern: SG(n + %lld) = SG(n) + %lld for every n >= %lld (arithmetic period %lld, "
                 "saltus %lld, pre-period %lld).",
                 "规律：SG(n + %lld) = SG(n) + %lld，对所有 n ≥ %lld 成立（算术周期 %lld，"
                 "每个周期增加 %lld，预周期 %lld）。",
                 per, s, pre, per, s, pre);
    break;
  case K_FORMULA:
    gr_code_note(w, "Pattern: SG(n) = %s for every n >= %lld.", "规律：SG(n) = %s，对所有 n ≥ %lld 成立。",
                 formula_code(w, p), (long long)p->ffrom);
    break;
  case K_CLASSES:
    gr_code_note(w, "Pattern: %s, for n = %dm + r.", "规律：%s，其中 n = %dm + r。", p->ctext, p->q);
    break;
  default:
    gr_code_note(w, "No pattern found in SG(0..%lld).", "在 SG(0..%lld) 中没有找到规律。",
                 (long long)n);
    break;
  }
}

/* Whether it is proven, in the code's comments. */
static void say_status(gr_coder *w, const gr_pat *p, int kind, gr_int n) {
  long long N = (long long)n;
  if (kind == K_TABLE) {
    gr_code_note(w, "sg(n) looks n up in the table: it answers n <= %lld only.",
                 "sg(n) 查表得到：只能回答 n ≤ %lld。", N);
  } else if (p->proven) {
    gr_code_note(w, "PROVEN: the family's periodicity theorem proves it from SG(0..%lld), and an",
                 "已证明：该游戏族的周期性定理由 SG(0..%lld) 证明了它，", N);
    gr_code_note(w, "independent checker verified the proof. sg(n) is right for every n >= 0.",
                 "并由独立校验器验证了证明。sg(n) 对每个 n ≥ 0 都正确。");
  } else {
    gr_code_note(w, "NOT PROVEN: observed on n = 0..%lld only. sg(n) agrees with the table up to %lld;",
                 "未证明：只在 n = 0..%lld 上观察到。sg(n) 在 n ≤ %lld 时与表一致，", N, N);
    gr_code_note(w, "past it, it is a guess. Run the check script (brute force against sg) before",
                 "超出部分只是猜测。使用之前先运行对拍脚本（暴力与 sg 对比），");
    gr_code_note(w, "you trust it, and prove it yourself.", "并自己证明它。");
    if (p->refused != NULL)
      gr_code_note(w, "(The independent checker refused the period rule's proof at these values.)",
                   "（独立校验器在这些值上拒绝了周期规则的证明。）");
  }
}

/* The cost of sg(n), in words the page shows as they are. */
static const char *cost_of(int kind) {
  return kind == K_CLASSES ? "O(log n)" : kind == K_TABLE ? "O(1) (n <= N)" : "O(1)";
}

static void write_sg(gr_coder *w, const char *family, const uint32_t *v, gr_int n, const gr_pat *p,
                     int kind) {
  int c = cpp(w);
  gr_int head = kind == K_PERIOD || kind == K_ARITH ? p->pre + p->per
                : kind == K_FORMULA ? p->ffrom
                : kind == K_TABLE ? n + 1 : 0;
  const char *ret = kind == K_PERIOD || kind == K_TABLE ? int_type(v, n) : "long long";
  gr_code_note(w, "sg(n) for %s: the SG value of size n, from the pattern SG(0..%lld) shows.",
               "%s 的 sg(n)：规模为 n 的 SG 值，由 SG(0..%lld) 呈现的规律得到。", family,
               (long long)n);
  say_pattern(w, p, kind, n);
  say_status(w, p, kind, n);
  gr_code_note(w, "Cost: %s per value. Reads sizes n (separated by blanks) and prints SG(n), one a line.",
               "复杂度：每个值 %s。读入若干规模 n（以空白分隔），每行输出一个 SG(n)。", cost_of(kind));
  if (c) {
    gr_code_line(w, "#include <cstdio>");
    gr_code_line(w, "typedef long long ll;");
    gr_code_line(w, "%s", "");
  } else {
    gr_code_line(w, "import sys");
    gr_code_line(w, "%s", "");
  }
  if (kind == K_PERIOD || kind == K_ARITH) {
    if (c) {
      gr_code_line(w, "const ll PRE = %lld, PER = %lld%s;", (long long)p->pre, (long long)p->per,
                   kind == K_ARITH ? gr_fmt(w->ctx, ", SALTUS = %lld", (long long)p->saltus) : "");
    } else {
      gr_code_line(w, "PRE, PER%s = %lld, %lld%s", kind == K_ARITH ? ", SALTUS" : "",
                   (long long)p->pre, (long long)p->per,
                   kind == K_ARITH ? gr_fmt(w->ctx, ", %lld", (long long)p->saltus) : "");
    }
    gr_code_note(w, "SG(0), ..., SG(PRE + PER - 1): the pre-period and one period",
                 "SG(0), ..., SG(PRE + PER - 1)：预周期和一个周期");
  } else if (kind == K_FORMULA && head > 0) {
    if (c) gr_code_line(w, "const ll FROM = %lld;", (long long)head);
    else gr_code_line(w, "FROM = %lld", (long long)head);
    gr_code_note(w, "SG(0), ..., SG(FROM - 1): the values before the formula holds",
                 "SG(0), ..., SG(FROM - 1)：公式成立之前的值");
  } else if (kind == K_TABLE) {
    if (c) gr_code_line(w, "const ll N = %lld;", (long long)n);
    else gr_code_line(w, "N = %lld", (long long)n);
    gr_code_note(w, "SG(0), ..., SG(N)", "SG(0), ..., SG(N)");
  }
  if (head > 0) {
    if (c) gr_code_line(w, "const %s head[%lld] = {", int_type(v, head - 1), (long long)head);
    else gr_code_line(w, "head = [");
    put_values(w, v, 0, head);
    gr_code_line(w, c ? "};" : "]");
    gr_code_line(w, "%s", "");
  }
  if (c) gr_code_open(w, gr_fmt(w->ctx, "%s sg(ll n)", ret), NULL);
  else gr_code_open(w, NULL, "def sg(n):");
  switch (kind) {
  case K_PERIOD:
    if (p->pre > 0) {
      gr_code_open(w, "if (n < PRE)", "if n < PRE:");
      gr_code_line(w, c ? "return head[n];" : "return head[n]");
      gr_code_close(w);
    }
    gr_code_line(w, c ? "return head[PRE + (n - PRE) %% PER];" : "return head[PRE + (n - PRE) %% PER]");
    break;
  case K_ARITH:
    if (p->pre > 0) {
      gr_code_open(w, "if (n < PRE)", "if n < PRE:");
      gr_code_line(w, c ? "return head[n];" : "return head[n]");
      gr_code_close(w);
    }
    if (c) {
      gr_code_line(w, "ll q = (n - PRE) / PER, r = (n - PRE) %% PER;");
      gr_code_line(w, "return head[PRE + r] + q * SALTUS;");
    } else {
      gr_code_line(w, "q, r = divmod(n - PRE, PER)");
      gr_code_line(w, "return head[PRE + r] + q * SALTUS");
    }
    break;
  case K_FORMULA:
    if (head > 0) {
      gr_code_open(w, "if (n < FROM)", "if n < FROM:");
      gr_code_line(w, c ? "return head[n];" : "return head[n]");
      gr_code_close(w);
    }
    gr_code_line(w, c ? "return %s;" : "return %s", formula_code(w, p));
    break;
  case K_CLASSES: {
    int r;
    if (c) gr_code_line(w, "ll m = n / %d, r = n %% %d;", p->q, p->q);
    else gr_code_line(w, "m, r = divmod(n, %d)", p->q);
    for (r = 0; r < p->q - 1; r++) {
      gr_code_open(w, gr_fmt(w->ctx, "if (r == %d)", r), gr_fmt(w->ctx, "if r == %d:", r));
      gr_code_line(w, c ? "return %s;" : "return %s", class_code(w, p, r));
      gr_code_close(w);
    }
    gr_code_note(w, "r == %d", "r == %d", p->q - 1);
    gr_code_line(w, c ? "return %s;" : "return %s", class_code(w, p, p->q - 1));
    break;
  }
  default:
    gr_code_note(w, "n <= N only", "只限 n ≤ N");
    gr_code_line(w, c ? "return head[n];" : "return head[n]");
    break;
  }
  gr_code_close(w);
  gr_code_line(w, "%s", "");
  /* main: sizes in, values out; what sg() cannot answer is refused */
  if (c) {
    gr_code_open(w, "int main()", NULL);
    gr_code_line(w, "ll n;");
    gr_code_open(w, "while (scanf(\"%lld\", &n) == 1)", NULL);
    gr_code_open(w, kind == K_TABLE ? "if (n < 0 || n > N)" : "if (n < 0)", NULL);
    gr_code_line(w, kind == K_TABLE ? "fprintf(stderr, \"sg: n = %%lld is not in 0..%%lld\\n\", n, N);"
                                    : "fprintf(stderr, \"sg: n = %%lld is negative\\n\", n);");
    gr_code_line(w, "return 2;");
    gr_code_close(w);
    gr_code_line(w, "printf(\"%%lld\\n\", (ll)sg(n));");
    gr_code_close(w);
    gr_code_line(w, "return 0;");
    gr_code_close(w);
  } else {
    gr_code_open(w, NULL, "if __name__ == \"__main__\":");
    gr_code_line(w, "out = []");
    gr_code_open(w, NULL, "for t in sys.stdin.read().split():");
    gr_code_line(w, "n = int(t)");
    gr_code_open(w, NULL, kind == K_TABLE ? "if not 0 <= n <= N:" : "if n < 0:");
    gr_code_line(w, kind == K_TABLE ? "sys.exit(f\"sg: n = {n} is not in 0..{N}\")"
                                    : "sys.exit(f\"sg: n = {n} is negative\")");
    gr_code_close(w);
    gr_code_line(w, "out.append(str(sg(n)))");
    gr_code_close(w);
    gr_code_line(w, "print(\"\\n\".join(out))");
    gr_code_close(w);
  }
}

/* ---- the brute force -------------------------------------------------------------------- */

/* The game's rule as code into w->pre and w->body (1), or w->why (0). */
static int rule_code(gr_coder *w, const gr_game *g, const gr_param *param) {
  const gr_family_caps *fc = gr_family_of(g);
  const gr_game *tg = fc->values_of != NULL && fc->brute == NULL ? fc->values_of : g;
  gr_buf_init(&w->pre, w->ctx);
  gr_buf_init(&w->body, w->ctx);
  w->kind = GR_BRUTE_TABLE;
  w->order = 1;
  w->factor = 1;
  w->reach = 0;
  w->why = NULL;
  if (gr_family_of(tg)->brute == NULL) {
    w->why = GR_W(code_brute_none);
    return 0;
  }
  w->at = &w->pre;
  w->indent = 0;
  if (!gr_family_of(tg)->brute(w, param)) {
    if (w->why == NULL) w->why = GR_W(code_brute_none);
    return 0;
  }
  return 1;
}

static void write_brute(gr_coder *w, const char *family, const gr_coder *rule) {
  int c = cpp(w), table = rule->kind == GR_BRUTE_TABLE;
  gr_code_note(w, "Brute force for %s: SG(n) as the mex of the values of its options, written",
               "%s 的暴力：SG(n) 为其所有后继状态的 SG 值的 mex，", family);
  gr_code_note(w, "from the rule alone (it knows nothing of the pattern).",
               "只按规则写出（完全不依赖规律）。");
  gr_code_note(w, "Reads sizes n (separated by blanks) and prints SG(n), one a line.",
               "读入若干规模 n（以空白分隔），每行输出一个 SG(n)。");
  if (c) {
    gr_code_line(w, "#include <cstdio>");
    gr_code_line(w, "#include <algorithm>");
    gr_code_line(w, "#include <map>");
    gr_code_line(w, "#include <utility>");
    gr_code_line(w, "#include <vector>");
    gr_code_line(w, "using namespace std;");
    gr_code_line(w, "typedef long long ll;");
    gr_code_line(w, "%s", "");
    gr_code_note(w, "mex: the least value 0, 1, 2, ... that is not in v", "mex：不在 v 中的最小值 0, 1, 2, ...");
    gr_code_open(w, "static ll mex(vector<ll> v)", NULL);
    gr_code_line(w, "sort(v.begin(), v.end());");
    gr_code_line(w, "ll g = 0;");
    gr_code_line(w, "for (ll x : v) if (x == g) g++; else if (x > g) break;");
    gr_code_line(w, "return g;");
    gr_code_close(w);
  } else {
    gr_code_line(w, "import sys");
    if (!table) gr_code_line(w, "import threading");
    gr_code_line(w, "%s", "");
    gr_code_note(w, "mex: the least value 0, 1, 2, ... that is not in v", "mex：不在 v 中的最小值 0, 1, 2, ...");
    gr_code_open(w, NULL, "def mex(v):");
    gr_code_line(w, "s = set(v)");
    gr_code_line(w, "g = 0");
    gr_code_open(w, NULL, "while g in s:");
    gr_code_line(w, "g += 1");
    gr_code_close(w);
    gr_code_line(w, "return g");
    gr_code_close(w);
  }
  gr_code_line(w, "%s", "");
  if (rule->pre.n) {
    gr_puts(w->at, rule->pre.s);
    gr_code_line(w, "%s", "");
  }
  if (table) {
    if (c) {
      gr_code_note(w, "sg[i] = SG(i), for the sizes done so far; seen: the values of the options of the size being done",
                   "sg[i] = SG(i)，对已经算出的规模；seen：正在计算的规模的各后继状态的值");
      gr_code_line(w, "static vector<ll> sg;");
      gr_code_line(w, "static vector<ll> seen;");
      gr_code_line(w, "static void opt(ll x) { seen.push_back(x); }");
      gr_code_line(w, "%s", "");
      gr_code_note(w, "the options of size n (every move of the rule): opt(x) for the SG value x of each",
                   "规模 n 的后继状态（规则的每一种走法）：对每个后继的 SG 值 x 调用 opt(x)");
      gr_code_open(w, "static void options(ll n)", NULL);
    } else {
      gr_code_note(w, "sg[i] = SG(i), for the sizes done so far; seen: the values of the options of the size being done",
                   "sg[i] = SG(i)，对已经算出的规模；seen：正在计算的规模的各后继状态的值");
      gr_code_line(w, "sg = []");
      gr_code_line(w, "seen = []");
      gr_code_line(w, "%s", "");
      gr_code_line(w, "def opt(x):");
      gr_code_line(w, "    seen.append(x)");
      gr_code_line(w, "%s", "");
      gr_code_note(w, "the options of size n (every move of the rule): opt(x) for the SG value x of each",
                   "规模 n 的后继状态（规则的每一种走法）：对每个后继的 SG 值 x 调用 opt(x)");
      gr_code_open(w, NULL, "def options(n):");
    }
    if (rule->body.n) gr_puts(w->at, rule->body.s);
    else if (!c) gr_code_line(w, "pass");
    gr_code_close(w);
    gr_code_line(w, "%s", "");
  }
  if (c) {
    gr_code_open(w, "int main()", NULL);
    gr_code_line(w, "vector<ll> q;");
    gr_code_line(w, "ll n, top = -1;");
    gr_code_open(w, "while (scanf(\"%lld\", &n) == 1)", NULL);
    gr_code_open(w, "if (n < 0)", NULL);
    gr_code_line(w, "fprintf(stderr, \"brute: n = %%lld is negative\\n\", n);");
    gr_code_line(w, "return 2;");
    gr_code_close(w);
    gr_code_line(w, "q.push_back(n);");
    gr_code_line(w, "top = max(top, n);");
    gr_code_close(w);
    if (table) {
      gr_code_open(w, "for (ll i = 0; i <= top; i++)", NULL);
      gr_code_line(w, "seen.clear();");
      gr_code_line(w, "options(i);");
      gr_code_line(w, "sg.push_back(mex(seen));");
      gr_code_close(w);
      gr_code_line(w, "for (ll x : q) printf(\"%%lld\\n\", sg[x]);");
    } else {
      gr_code_line(w, "for (ll x : q) printf(\"%%lld\\n\", value_of(x));");
    }
    gr_code_line(w, "return 0;");
    gr_code_close(w);
  } else {
    gr_code_open(w, NULL, "def main():");
    gr_code_line(w, "q = [int(t) for t in sys.stdin.read().split()]");
    gr_code_open(w, NULL, "for n in q:");
    gr_code_open(w, NULL, "if n < 0:");
    gr_code_line(w, "sys.exit(f\"brute: n = {n} is negative\")");
    gr_code_close(w);
    gr_code_close(w);
    if (table) {
      gr_code_open(w, NULL, "for i in range(max(q, default=-1) + 1):");
      gr_code_line(w, "seen.clear()");
      gr_code_line(w, "options(i)");
      gr_code_line(w, "sg.append(mex(seen))");
      gr_code_close(w);
      gr_code_line(w, "print(\"\\n\".join(str(sg[n]) for n in q))");
    } else {
      gr_code_note(w, "deep recursion wants a large stack: the values are found in a thread that has one",
                   "递归很深时需要大栈：在一个大栈的线程中计算");
      gr_code_line(w, "out = []");
      gr_code_line(w, "sys.setrecursionlimit(1 << 20)");
      gr_code_line(w, "threading.stack_size(1 << 27)");
      gr_code_line(w, "t = threading.Thread(target=lambda: out.extend(value_of(n) for n in q))");
      gr_code_line(w, "t.start()");
      gr_code_line(w, "t.join()");
      gr_code_open(w, NULL, "if len(out) != len(q):");
      gr_code_line(w, "sys.exit(\"brute: the search failed\")");
      gr_code_close(w);
      gr_code_line(w, "print(\"\\n\".join(map(str, out)))");
    }
    gr_code_close(w);
    gr_code_line(w, "%s", "");
    gr_code_line(w, "main()");
  }
}

/* ---- the check script (对拍) ------------------------------------------------------------ */

typedef struct plan {
  gr_int upto;    /* every n = 0..upto is compared */
  gr_int most;    /* random n are drawn from 0..most */
  int rounds;     /* how many */
} plan;

/* How far the brute force goes within the check's work: the largest m with
** factor * m^order steps within `work`, or its own reach. */
/* The steps of the brute force for sizes 0..m. */
static double steps(const gr_coder *rule, double m) {
  double x = rule->factor;
  int i;
  for (i = 0; i < (int)rule->order; i++) x *= m;
  return x;
}

static plan plan_of(const gr_coder *rule, gr_int n, int kind, int lang) {
  double work = lang == GR_LANG_CPP ? CODE_WORK_CPP : CODE_WORK_PY, lo = 1, hi = 2;
  gr_int reach, want;
  int i;
  plan p;
  while (hi < 4e9 && steps(rule, hi) <= work) { /* lo fits, hi does not */
    lo = hi;
    hi *= 2;
  }
  for (i = 0; i < 12 && steps(rule, hi) > work; i++) {
    double mid = (lo + hi) / 2;
    if (steps(rule, mid) <= work) lo = mid;
    else hi = mid;
  }
  reach = (gr_int)lo;
  if (rule->reach > 0 && rule->reach < reach) reach = rule->reach;
  want = 4 * n > CODE_RANDOM_MIN ? 4 * n : CODE_RANDOM_MIN;
  if (kind == K_TABLE) want = n; /* sg() answers n <= N only */
  p.most = want < reach ? want : reach;
  p.upto = n < p.most ? n : p.most;
  p.rounds = CODE_ROUNDS;
  return p;
}

static void write_check(gr_coder *w, const char *family, const plan *pl, int lang) {
  int c = lang == GR_LANG_CPP;
  w->lang = GR_LANG_PY; /* the script is Python for both languages */
  const char *ext = c ? "cpp" : "py";
  gr_code_line(w, "#!/usr/bin/env python3");
  gr_code_note(w, "Check script for %s: runs the brute force (brute.%s) and the pattern (sg.%s)",
               "%s 的对拍脚本：在表中的每个 n 和随机的 n 上运行暴力（brute.%s）和规律（sg.%s），",
               family, ext, ext);
  gr_code_note(w, "on every n of the table and on random n, and prints the first difference.",
               "并输出第一个不同之处。");
  gr_code_note(w, "Usage: python3 check.py [SEED]  (the same seed tries the same sizes again)",
               "用法：python3 check.py [SEED]（同一个种子会重新尝试同样的规模）");
  gr_code_line(w, "import os");
  gr_code_line(w, "import random");
  gr_code_line(w, "import subprocess");
  gr_code_line(w, "import sys");
  gr_code_line(w, "%s", "");
  gr_code_line(w, "HERE = os.path.dirname(os.path.abspath(__file__))");
  gr_code_note(w, "every n = 0..UPTO is compared, and ROUNDS random n from 0..MOST (the brute force's reach)",
               "比较每个 n = 0..UPTO，以及 ROUNDS 个取自 0..MOST 的随机 n（暴力能算到的范围）");
  gr_code_line(w, "UPTO = %lld", (long long)pl->upto);
  gr_code_line(w, "MOST = %lld", (long long)pl->most);
  gr_code_line(w, "ROUNDS = %d", pl->rounds);
  gr_code_line(w, "%s", "");
  gr_code_line(w, "def programs():");
  if (c) {
    w->indent = 1;
    gr_code_note(w, "compiles brute.cpp and sg.cpp with g++ when the programs are older",
                 "程序比源文件旧时，用 g++ 编译 brute.cpp 和 sg.cpp");
    w->indent = 0;
    gr_code_line(w, "    out = []");
    gr_code_line(w, "    for name in (\"brute\", \"sg\"):");
    gr_code_line(w, "        src, exe = os.path.join(HERE, name + \".cpp\"), os.path.join(HERE, name)");
    gr_code_line(w, "        if not os.path.exists(exe) or os.path.getmtime(exe) < os.path.getmtime(src):");
    gr_code_line(w, "            subprocess.run([\"g++\", \"-O2\", \"-std=c++17\", \"-o\", exe, src], check=True)");
    gr_code_line(w, "        out.append([exe])");
    gr_code_line(w, "    return out");
  } else {
    gr_code_line(w, "    return [[sys.executable, os.path.join(HERE, name + \".py\")] for name in (\"brute\", \"sg\")]");
  }
  gr_code_line(w, "%s", "");
  gr_code_line(w, "def run(cmd, sizes):");
  gr_code_line(w, "    r = subprocess.run(cmd, input=\" \".join(map(str, sizes)), capture_output=True, text=True)");
  gr_code_line(w, "    if r.returncode != 0:");
  gr_code_line(w, "        sys.exit(f\"{os.path.basename(cmd[-1])}: {r.stderr.strip()}\")");
  gr_code_line(w, "    return [int(t) for t in r.stdout.split()]");
  gr_code_line(w, "%s", "");
  gr_code_line(w, "def main():");
  gr_code_line(w, "    seed = int(sys.argv[1]) if len(sys.argv) > 1 else random.randrange(1 << 30)");
  gr_code_line(w, "    rng = random.Random(seed)");
  gr_code_line(w, "    sizes = sorted(set(range(UPTO + 1)) | {rng.randint(0, MOST) for _ in range(ROUNDS)})");
  gr_code_line(w, "    brute, fast = programs()");
  gr_code_line(w, "    a, b = run(brute, sizes), run(fast, sizes)");
  gr_code_line(w, "    if len(a) != len(sizes) or len(b) != len(sizes):");
  gr_code_line(w, w->zh ? "        sys.exit(f\"输出的值个数不对：暴力 {len(a)} 个，sg {len(b)} 个，应为 {len(sizes)} 个\")"
                        : "        sys.exit(f\"wrong number of values: brute {len(a)}, sg {len(b)}, for {len(sizes)} sizes\")");
  gr_code_line(w, "    for n, x, y in zip(sizes, a, b):");
  gr_code_line(w, "        if x != y:");
  gr_code_line(w, w->zh ? "            print(f\"种子 {seed}：第一个不同之处在 n = {n}：暴力给出 {x}，sg 给出 {y}\")"
                        : "            print(f\"seed {seed}: first difference at n = {n}: brute force {x}, sg {y}\")");
  gr_code_line(w, "            return 1");
  gr_code_line(w, w->zh ? "    print(f\"种子 {seed}：{len(sizes)} 个规模全部一致（0..{UPTO} 的每一个，以及不超过 {MOST} 的随机规模）\")"
                        : "    print(f\"seed {seed}: all {len(sizes)} sizes agree (every n = 0..{UPTO}, and random n up to {MOST})\")");
  gr_code_line(w, "    return 0");
  gr_code_line(w, "%s", "");
  gr_code_line(w, "if __name__ == \"__main__\":");
  gr_code_line(w, "    sys.exit(main())");
}

/* ---- the whole ----------------------------------------------------------------------------- */

static void put_file(gr_buf *b, int first, const char *name, const char *role, const char *text) {
  gr_puts(b, first ? "{\"name\":" : ",{\"name\":");
  gr_put_json_string(b, name);
  gr_printf(b, ",\"role\":\"%s\",\"text\":", role);
  gr_put_json_string(b, text);
  gr_putc(b, '}');
}

/* The pattern in words (a message the page says in its reader's language). */
static const gr_msg *statement(gr_ctx *ctx, const gr_pat *p, int kind, gr_int n, int lang) {
  gr_coder w;
  switch (kind) {
  case K_PERIOD: return gr_m2(ctx, GR_M(code_period), gr_i(p->per), gr_i(p->pre));
  case K_ARITH: return gr_m3(ctx, GR_M(code_arith), gr_i(p->per), gr_i(p->saltus), gr_i(p->pre));
  case K_FORMULA:
    memset(&w, 0, sizeof w);
    w.ctx = ctx;
    w.lang = lang;
    return p->ffrom > 0 ? gr_m2(ctx, GR_M(code_formula_from), gr_t(formula_code(&w, p)), gr_i(p->ffrom))
                        : gr_m1(ctx, GR_M(code_formula), gr_t(formula_code(&w, p)));
  case K_CLASSES: return gr_m2(ctx, GR_M(code_classes), gr_t(p->ctext), gr_i(p->q));
  default: return gr_m1(ctx, GR_M(code_none), gr_i(n));
  }
}

/* Whether sg() is proven, in words. */
static const gr_msg *status(gr_ctx *ctx, const gr_pat *p, int kind, gr_int n) {
  if (kind == K_TABLE) return gr_m1(ctx, GR_M(code_table), gr_i(n));
  if (p->proven)
    return p->rule != NULL ? gr_m1(ctx, GR_M(code_proven_rule), gr_n(p->rule)) : GR_W(code_proven);
  if (p->refused != NULL) return gr_m2(ctx, GR_M(code_observed_refused), gr_i(n), gr_n(p->refused));
  return gr_m1(ctx, GR_M(code_observed), gr_i(n));
}

void gr_do_codegen(gr_ctx *ctx, const char *family, gr_int n, const char *lang, const char *words,
                gr_buf *out) {
  const gr_game *g;
  gr_param *param;
  gr_pat pat;
  const uint32_t *v;
  const char *fam, *ext;
  gr_coder w, rule;
  gr_buf table, sg, brute, check;
  int kind, have_brute, k = 0;
  plan pl;
  memset(&w, 0, sizeof w);
  w.ctx = ctx;
  if (strcmp(lang, "cpp") == 0 || strcmp(lang, "c++") == 0) w.lang = GR_LANG_CPP;
  else if (strcmp(lang, "python") == 0 || strcmp(lang, "py") == 0) w.lang = GR_LANG_PY;
  else gr_throw(ctx, GR_EINPUT, gr_m1(ctx, GR_M(err_code_lang), gr_tn(ctx, lang, 40)));
  if (strcmp(words, "en") == 0) w.zh = 0;
  else if (strcmp(words, "zh") == 0) w.zh = 1;
  else gr_throw(ctx, GR_EINPUT, gr_m1(ctx, GR_M(err_code_words), gr_tn(ctx, words, 40)));
  if (n < 0 || n > GR_CODE_MAX_N) /* before any value: what would work */
    gr_throw(ctx, GR_ELIMIT, gr_m2(ctx, GR_M(err_code_n), gr_i(n), gr_i(GR_CODE_MAX_N)));
  v = gr_pattern_of(ctx, family, n, &g, &param, &pat);
  fam = param != NULL ? gr_fmt(ctx, "%s(%s)", g->name, param->text) : g->name;
  kind = kind_of(&pat);
  ext = w.lang == GR_LANG_CPP ? "cpp" : "py";
  rule = w;
  have_brute = rule_code(&rule, g, param);
  pl = plan_of(&rule, n, kind, w.lang);
  start(&w, &table);
  write_table(&w, fam, v, n);
  start(&w, &sg);
  write_sg(&w, fam, v, n, &pat, kind);
  if (have_brute) {
    start(&w, &brute);
    write_brute(&w, fam, &rule);
    start(&w, &check);
    write_check(&w, fam, &pl, w.lang);
    w.lang = rule.lang;
  }
  gr_puts(out, "{\"family\":");
  gr_put_json_string(out, fam);
  gr_printf(out, ",\"game\":\"%s\",\"n\":%lld,\"lang\":\"%s\",\"words\":\"%s\",\"pattern\":"
                 "{\"kind\":\"%s\",\"proven\":%s,\"cost\":\"%s\"",
            g->name, (long long)n, w.lang == GR_LANG_CPP ? "cpp" : "python", w.zh ? "zh" : "en",
            KIND_NAMES[kind], pat.proven && kind != K_TABLE ? "true" : "false", cost_of(kind));
  if (kind == K_PERIOD || kind == K_ARITH)
    gr_printf(out, ",\"preperiod\":%lld,\"period\":%lld,\"saltus\":%lld", (long long)pat.pre,
              (long long)pat.per, (long long)pat.saltus);
  if (kind == K_FORMULA) gr_printf(out, ",\"from\":%lld", (long long)pat.ffrom);
  if (kind == K_CLASSES) gr_printf(out, ",\"modulus\":%d", pat.q);
  gr_puts(out, "},");
  gr_put_msg(out, "statement", statement(ctx, &pat, kind, n, w.lang));
  gr_putc(out, ',');
  gr_put_msg(out, "status", status(ctx, &pat, kind, n));
  gr_printf(out, ",\"brute\":%s,", have_brute ? "true" : "false");
  gr_put_msg(out, "brute_why", have_brute ? NULL : rule.why);
  if (have_brute)
    gr_printf(out, ",\"check\":{\"upto\":%lld,\"most\":%lld,\"rounds\":%d}", (long long)pl.upto,
              (long long)pl.most, pl.rounds);
  else
    gr_puts(out, ",\"check\":null");
  gr_puts(out, ",\"files\":[");
  put_file(out, k++ == 0, gr_fmt(ctx, "table.%s", ext), "table", table.s);
  put_file(out, k++ == 0, gr_fmt(ctx, "sg.%s", ext), "sg", sg.s);
  if (have_brute) {
    put_file(out, k++ == 0, gr_fmt(ctx, "brute.%s", ext), "brute", brute.s);
    put_file(out, k++ == 0, "check.py", "check", check.s);
  }
  gr_puts(out, "]}");
}
