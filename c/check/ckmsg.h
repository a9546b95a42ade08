/*
** ckmsg.h — the independent checker's messages: every text it writes for
** people, each once, as CK_MSG(symbol, arguments, "id", "English template").
** The form is the engine's (c/msg.h), the catalog the checker's own, so that
** the checker links alone; the engine lists these entries with its own
** (`grundy messages`) and passes them on as they are. A list only, included
** where it is needed (no include guard).
**
** Ids start "checker."; the second word names the area — cert (the
** certificate's frame), line, values, mask, end, period, claim, over, work,
** asks, fits, family, code, set, noun, option, value, misere, quotient,
** nomem, word. Templates number their arguments from {0} with no gap (an
** argument may appear twice); numbers, notation and the family's text are
** arguments, never a template's words. A message may take another as an
** argument ("line {0}: {1}"). The entries of a section headed [board NAME]
** speak of one game: a front end keeps their translations with that game's
** board.
*/

/* ---- a certificate's frame and lines (check.c) ---- */
CK_MSG(line, 2, "checker.line", "line {0}: {1}")
CK_MSG(cert_nul, 0, "checker.cert.nul", "a NUL byte: a certificate is text")
CK_MSG(cert_long, 1, "checker.cert.long", "longer than {0} characters")
CK_MSG(cert_empty, 1, "checker.cert.empty", "the certificate is empty: it starts \"grundy-certificate {0}\"")
CK_MSG(cert_not, 1, "checker.cert.not", "expected \"grundy-certificate {0}\": this is not a certificate")
CK_MSG(cert_header, 1, "checker.cert.header", "expected \"grundy-certificate {0}\"")
CK_MSG(cert_version, 2, "checker.cert.version", "a certificate of format version {0}; this checker reads version {1}")
CK_MSG(cert_family, 0, "checker.cert.family", "expected \"family FAMILY\"")
CK_MSG(cert_family_eg, 1, "checker.cert.family.eg", "expected \"family FAMILY\", e.g. {0}")
CK_MSG(cert_claim, 0, "checker.cert.claim", "expected \"claim KIND …\"")
CK_MSG(cert_claim_kinds, 1, "checker.cert.claim.kinds", "expected \"claim KIND …\" (kinds: {0})")
CK_MSG(cert_claim_unknown, 2, "checker.cert.claim.unknown", "unknown claim \"{0}\" (kinds: {1})")
CK_MSG(end_missing, 0, "checker.end.missing", "the certificate ends without its \"end\" line")
CK_MSG(end_expected, 0, "checker.end.expected", "expected \"end\"")
CK_MSG(end_after, 0, "checker.end.after", "nothing may follow \"end\"")
CK_MSG(mask, 1, "checker.mask", "expected \"mask M0 M1\", each a hexadecimal mask such as {0} or \"-\"")

/* ---- values (check.c) ---- */
CK_MSG(values_dec_after, 0, "checker.values.dec.after", "expected nothing after \"dec\"")
CK_MSG(values_ends, 2, "checker.values.ends", "the certificate ends after {0} of the {1} values")
CK_MSG(values_bad, 2, "checker.values.bad", "expected a value (a whole number up to {0}), not \"{1}\"")
CK_MSG(values_more, 1, "checker.values.more", "more values than the {0} announced")
CK_MSG(values_base64, 2, "checker.values.base64", "expected \"base64 W\", W the bits of each value ({0} to {1})")
CK_MSG(values_char, 1, "checker.values.char", "\"{0}\" is not a base64 character (A-Z a-z 0-9 + /)")
CK_MSG(values_data, 2, "checker.values.data", "more data than {0} values of {1} bits")
CK_MSG(values_bits, 0, "checker.values.bits", "the bits after the last value must be 0")
CK_MSG(values_format, 0, "checker.values.format", "expected \"values COUNT dec\" or \"values COUNT base64 W\"")
CK_MSG(values_room, 3, "checker.values.room", "the claim needs {0} values ({1} MiB), more than the checker's memory limit ({2} MiB) allows")
CK_MSG(values_room_held, 3, "checker.values.room.held", "the claim needs {0} values ({1} MiB), more than the checker's memory limit ({2} MiB) allows beside what it holds")
CK_MSG(values_claim, 0, "checker.values.claim", "expected \"claim values N\": the values of sizes 0..N-1 (N ≥ 1)")
CK_MSG(values_line, 0, "checker.values.line", "expected \"values N FORMAT\"")
CK_MSG(values_count, 2, "checker.values.count", "the claim is about {0} values, not {1}")

/* ---- claim period (check.c, ckverify.c) ---- */
CK_MSG(period_claim, 0, "checker.period.claim", "expected \"claim period N0 P\": the pre-period N0 ≥ 0 and the period P ≥ 1")
CK_MSG(period_theorem, 0, "checker.period.theorem", "expected \"theorem NAME B\"")
CK_MSG(period_theorem_line, 0, "checker.period.theorem.line", "expected \"theorem NAME B\" (the periodicity theorem and its bound)")
CK_MSG(period_theorem_other, 3, "checker.period.theorem.other", "the periodicity theorem of {0} is \"{1}\", not \"{2}\"")
CK_MSG(period_bound, 0, "checker.period.bound", "expected the bound B after the theorem's name")
CK_MSG(period_short, 5, "checker.period.short", "the bound B = {0} is short: for period {1} from {2} the {3} theorem needs SG(n+p) = SG(n) for {2} ≤ n < {4}")
CK_MSG(period_values, 0, "checker.period.values", "expected \"values COUNT FORMAT\"")
CK_MSG(period_count, 2, "checker.period.count", "a period claim carries the values of sizes 0..n0+p-1: {0} values, not {1}")
CK_MSG(period_self, 1, "checker.period.self", "the certificate carries no values, and computing them here looks at more than {0} options: add the values")
CK_MSG(period_fails, 8, "checker.period.fails", "the claim {0}(n+p) = {0}(n) fails at n = {1}: {0}({2}) = {3} by the rules ({4}), not {0}({1}) = {5} (period {6} from {7})")
CK_MSG(word_outcome, 0, "checker.word.outcome", "its misère outcome, 1 for a P-position")
CK_MSG(word_mex, 0, "checker.word.mex", "the mex of its options")
CK_MSG(claim_args, 1, "checker.claim.args", "a claim needs a pre-period n0 ≥ 0 and a period p ≥ 1 (below {0})")
CK_MSG(claim_tail, 0, "checker.claim.tail", "no periodicity theorem covers codes with repeating digits")
CK_MSG(claim_few, 5, "checker.claim.few", "the claim (period {0} from {1}) needs the values up to size {2} (SG(n+p) = SG(n) for {1} ≤ n < {3}), but only sizes 0..{4} are given")
CK_MSG(claim_fails, 6, "checker.claim.fails", "the claim SG(n+p) = SG(n) fails at n = {0}: SG({0}) = {1}, SG({2}) = {3} (period {4} from {5})")

/* ---- the check's work (check.c) ---- */
CK_MSG(over, 5, "checker.over", "checking this certificate would take about {0} units of work ({1}), more than the check's work bound, {2}: {3}; --work {4} allows it")
CK_MSG(over_least, 4, "checker.over.least", "checking this certificate would take at least {0} units of work ({1}), more than the check's work bound, {2} ({3}); a larger --work allows more")
CK_MSG(work_out, 1, "checker.work.out", "checking this certificate takes more work than the check's work bound, {0} (it stopped there); a larger --work allows more")
CK_MSG(asks_compute, 2, "checker.asks.compute", "computing the values of sizes 0..{0} of {1}, which the certificate does not carry")
CK_MSG(asks_bound, 3, "checker.asks.bound", "the values of sizes 0..{0} of {1}, for the bound B = {2}")
CK_MSG(asks_values, 2, "checker.asks.values", "the values of sizes 0..{0} of {1}")
CK_MSG(asks_quotient, 3, "checker.asks.quotient", "a quotient of order {0}, heaps 0..{1} of {2} code")
CK_MSG(asks_quotient_codes, 3, "checker.asks.quotient.codes", "a quotient of order {0}, heaps 0..{1} of {2} codes")
CK_MSG(fits_values, 1, "checker.fits.values", "the values of sizes 0..{0} would fit it")
CK_MSG(fits_bound, 3, "checker.fits.bound", "B up to {0} fits that bound (the {1} theorem needs B ≥ {2})")
CK_MSG(fits_none, 2, "checker.fits.none", "not even the {0} theorem's own bound B = {1} fits it")
CK_MSG(fits_claim, 2, "checker.fits.claim", "the values of sizes 0..{0} would fit it (claim values {1})")
CK_MSG(fits_quotient, 1, "checker.fits.quotient", "it fits heaps 0..{0} of a quotient of this order at most")
CK_MSG(fits_quotient_none, 0, "checker.fits.quotient.none", "it fits no quotient of this order")

/* ---- families (ckverify.c) ---- */
CK_MSG(family_unknown, 2, "checker.family.unknown", "\"{0}\" is not a family the checker knows (families: {1})")
CK_MSG(family_sub, 2, "checker.family.sub", "expected {0} or {1}")
CK_MSG(family_close, 0, "checker.family.close", "expected \")\" at the end of the family")
CK_MSG(code_expected, 3, "checker.code.expected", "expected a take-and-break code such as {0} or {1} in the family, at \"{2}\"")
CK_MSG(code_first, 2, "checker.code.first", "the digit before the point of a code may only split a heap ({0} and their sums), not {1}")
CK_MSG(code_point, 0, "checker.code.point", "expected \".\" in the code of the family")
CK_MSG(code_digits, 1, "checker.code.digits", "a code has at most {0} digits after the point")
CK_MSG(code_repeat, 0, "checker.code.repeat", "expected the repeating digits of the code and \"]\"")
CK_MSG(code_unexpected, 1, "checker.code.unexpected", "unexpected \"{0}\" in the code of the family")
CK_MSG(code_zero, 0, "checker.code.zero", "a code needs a nonzero digit")
CK_MSG(code_octal, 1, "checker.code.octal", "rows of pins take an octal code (digits {0} after \"0.\", no \"!\", \"?\" or \"[…]\")")
CK_MSG(set_numbers, 2, "checker.set.numbers", "expected numbers from {0} to {1} (or ranges a-b) in the subtraction set")
CK_MSG(set_many, 1, "checker.set.many", "a subtraction set has at most {0} numbers here")
CK_MSG(set_comma, 1, "checker.set.comma", "expected \",\" in the subtraction set, at \"{0}\"")

/* ---- a value refused (ckverify.c): the size, and the option that shows it ---- */
CK_MSG(noun_heap, 1, "checker.noun.heap", "heap {0}")
CK_MSG(noun_row, 1, "checker.noun.row", "row of {0} pins")
CK_MSG(noun_stretch, 1, "checker.noun.stretch", "stretch of {0} cells")
CK_MSG(value_reach, 3, "checker.value.reach", "value of {0} is {1}, but its options reach {1} ({2})")
CK_MSG(value_mex, 3, "checker.value.mex", "value of {0} is {1}, but no option reaches {2} (the mex of its options is {2})")
CK_MSG(option_none, 1, "checker.option.none", "heap {0} → nothing")
CK_MSG(option_one, 2, "checker.option.one", "heap {0} → {1}")
CK_MSG(option_two, 3, "checker.option.two", "heap {0} → {1} + {2}")
CK_MSG(option_three, 4, "checker.option.three", "heap {0} → {1} + {2} + {3}")
CK_MSG(option_four, 5, "checker.option.four", "heap {0} → {1} + {2} + {3} + {4}")
CK_MSG(option_pin, 4, "checker.option.pin", "row of {0} pins → {1} + {2} (pin {3} knocked down)")
CK_MSG(option_pins, 5, "checker.option.pins", "row of {0} pins → {1} + {2} (pins {3}-{4} knocked down)")
CK_MSG(option_cell, 4, "checker.option.cell", "stretch of {0} cells → {1} + {2} (an X on cell {3})")
CK_MSG(misere_outcome, 2, "checker.misere.outcome", "the outcome of heap {0} is given as {1}; an outcome is 1 (a P-position) or 0 (an N-position)")
CK_MSG(misere_nomove, 1, "checker.misere.nomove", "heap {0} is given as a misère P-position, but it has no move, so the player to move wins")
CK_MSG(misere_move, 2, "checker.misere.move", "heap {0} is given as a misère P-position, but the move {0} → {1} leaves a P-position")
CK_MSG(misere_n, 1, "checker.misere.n", "heap {0} is given as a misère N-position, but every move leaves an N-position")

/* ---- memory ---- */
CK_MSG(nomem_family, 0, "checker.nomem.family", "out of memory for the checker")
CK_MSG(nomem_set, 0, "checker.nomem.set", "out of memory for the subtraction set")
CK_MSG(nomem_limit, 1, "checker.nomem.limit", "out of memory: the checker needs more than its {0} MiB")
CK_MSG(nomem_values, 1, "checker.nomem.values", "out of memory: the checker's values need more than its {0} MiB")
CK_MSG(nomem_quotient_read, 0, "checker.nomem.quotient.read", "out of memory reading the quotient")
CK_MSG(nomem_quotient, 0, "checker.nomem.quotient", "out of memory checking the quotient")

/* ---- claim quotient (ckquotient.c) ---- */
CK_MSG(quotient_claim, 0, "checker.quotient.claim", "expected \"claim quotient\"")
CK_MSG(quotient_family, 1, "checker.quotient.family", "a quotient is claimed of a take-and-break code: {0}")
CK_MSG(quotient_first, 1, "checker.quotient.first", "the quotient's first code is not the family's ({0})")
CK_MSG(quotient_refused, 1, "checker.quotient.refused", "the misère quotient claimed does not hold: {0}")
CK_MSG(quotient_work, 1, "checker.quotient.work", "checking this quotient takes more work than the check's work bound, {0} (it stopped there); a larger --work allows more")
CK_MSG(quotient_over, 4, "checker.quotient.over", "checking this quotient would take at least {0} steps ({1}), more than the {2} given ({3})")
CK_MSG(quotient_verified, 1, "checker.quotient.verified", "verified: the quotient of heaps 0..{0}")
CK_MSG(quotient_verified_all, 1, "checker.quotient.verified.all", "verified: the quotient of heaps 0..{0}, and by the period of phi the quotient of every heap")
CK_MSG(quotient_steps, 0, "checker.quotient.steps", "the check needs more steps than it was given")
CK_MSG(quotient_not, 1, "checker.quotient.not", "not a misère quotient certificate (version {0})")
CK_MSG(quotient_codes, 0, "checker.quotient.codes", "bad codes line")
CK_MSG(quotient_code, 0, "checker.quotient.code", "a code cannot be read")
CK_MSG(quotient_order, 0, "checker.quotient.order", "bad order")
CK_MSG(quotient_generators, 0, "checker.quotient.generators", "bad generators")
CK_MSG(quotient_gen_missing, 0, "checker.quotient.gen.missing", "a generator line is missing")
CK_MSG(quotient_gen_action, 0, "checker.quotient.gen.action", "a generator's action is not an element")
CK_MSG(quotient_p_missing, 0, "checker.quotient.p.missing", "the P line is missing")
CK_MSG(quotient_p_flags, 0, "checker.quotient.p.flags", "P flags are 0 or 1")
CK_MSG(quotient_heaps, 0, "checker.quotient.heaps", "bad heaps")
CK_MSG(quotient_phi_missing, 0, "checker.quotient.phi.missing", "the phi line is missing")
CK_MSG(quotient_phi_value, 0, "checker.quotient.phi.value", "a value of phi is not an element")
CK_MSG(quotient_period_missing, 0, "checker.quotient.period.missing", "a period line is missing")
CK_MSG(quotient_period_bad, 0, "checker.quotient.period.bad", "bad period")
CK_MSG(quotient_gen_commute, 0, "checker.quotient.gen.commute", "two generators do not commute")
CK_MSG(quotient_products, 0, "checker.quotient.products", "some element is not a product of the generators")
CK_MSG(quotient_empty, 0, "checker.quotient.empty", "the empty position is claimed a P-position")
CK_MSG(quotient_identity, 0, "checker.quotient.identity", "a heap without a move is not the identity")
CK_MSG(quotient_heap_fails, 2, "checker.quotient.heap.fails", "heap {0} (code {1}) fails: a sum with it is claimed a P-position but has an option claimed a P-position")
CK_MSG(quotient_n, 0, "checker.quotient.n", "a sum claimed an N-position has no option claimed a P-position")
CK_MSG(quotient_reduced, 0, "checker.quotient.reduced", "two elements are not told apart by any product (not reduced)")
CK_MSG(quotient_onto, 0, "checker.quotient.onto", "some element is not the value of any sum of heaps")
CK_MSG(quotient_tail, 0, "checker.quotient.tail", "a period is claimed for a code with a repeating tail")
CK_MSG(quotient_modifier, 0, "checker.quotient.modifier", "a period is claimed for a code with a modifier")
CK_MSG(quotient_three, 0, "checker.quotient.three", "a period is claimed for a code that leaves three heaps")
CK_MSG(quotient_repeat, 0, "checker.quotient.repeat", "phi does not repeat with the period claimed")
CK_MSG(quotient_few, 0, "checker.quotient.few", "too few heaps for the periodicity argument")

/* ---- Staircase Nim (ckverify.c) [board staircase] ---- */
CK_MSG(noun_stairs, 1, "checker.staircase.noun", "staircase of {0} one-coin stairs")
CK_MSG(value_stairs, 4, "checker.staircase.value", "value of the {0} is {1}, but the staircase theorem (the XOR of the coins on the odd stairs, {2} of them) gives {3}")
