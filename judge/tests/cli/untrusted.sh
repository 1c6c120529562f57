#!/usr/bin/env bash
# A problem package is someone else's files (issue: packages are untrusted
# input). Each case here is a hostile package met the way a user meets it:
# `judge submit PKG FILE`, `judge validate PKG`, `judge import PKG`, `judge
# validate ID` after an import, `judge export`. A 0600 marker file outside the
# package stands in for a secret: it is never printed, never copied, and every
# hostile file is refused with its name and exit status 2, at once (a FIFO is
# never waited on: every command runs under a timeout that would fail the case).
# Usage: untrusted.sh JUDGE ROOT
set -uo pipefail
judge=$1
root=$2
. "$(dirname "$0")/../lib/lib.sh"
pk=$root/judge/tests/data/packages
marker="SECRET-MARKER-$$-$RANDOM"
secret=$tmp/secret.h
# Valid C and valid YAML at once, so that a leak would compile or parse.
printf '#define LEAKED 1 /* %s */\n' "$marker" >"$secret"
chmod 600 "$secret"
j() { timeout 120 "$judge" "$@" --root "$repo" -j 2; }
leaked() {
	if grep -rqF "$marker" "$tmp/out" "$tmp/err" "$@" 2>/dev/null; then bad "$1: the secret was printed or copied"; else ok; fi
}
fresh() { rm -rf "$bp"; cp -r "$pk/$1" "$bp"; }
# The last line of what the command said (validate reports on stdout, the others on stderr).
# Its own prefix ("judge: ", validate's indent) is left out.
said() { cat "$tmp/out" "$tmp/err" | grep -F -- "$1" | tail -1 | sed 's/^judge: //; s/^ *//'; }
scratch_repo() {
	rm -rf "$1"
	mkdir -p "$1/judge" "$1/problems"
	cp "$root/judge/languages.yaml" "$1/judge/"
	cp -r "$root/problems/include" "$1/problems/"
}
repo=$tmp/repo
scratch_repo "$repo"
bp=$tmp/pkg

# --- 1. a package's programs compile in the sandbox: an include of a file outside finds nothing ---
# Each source compiles with plain gcc, which sees the file; only the sandbox makes it fail.
leak_src() { printf '#include "%s"\nint main(void) { return LEAKED ? 42 : 0; }\n' "$secret"; }
leak_src >"$tmp/plain.c"
if gcc -o /dev/null "$tmp/plain.c" 2>/dev/null; then ok; else bad "the leaking source does not compile even outside the sandbox"; fi
fresh takeone
mkdir "$bp/input_validators/leak"
leak_src >"$bp/input_validators/leak/leak.c"
expect 2 "validate: an input validator including a secret" -- j validate "$bp"
has "$tmp/out" "secret.h: No such file or directory" "input validator: the include finds nothing"
leaked "input validator"
fresh takeone
leak_src >"$bp/output_validator/validator.c"
expect 2 "submit: an output validator including a secret" -- j submit "$bp" "$pk/takeone/submissions/accepted/last_fitting.c"
has "$tmp/err" "secret.h: No such file or directory" "output validator: the include finds nothing"
leaked "output validator"
# After import, the package's accepted C file is the reference: it compiles sandboxed too.
fresh nimwin
printf '#include "%s"\n' "$secret" | cat - "$pk/nimwin/submissions/accepted/xor.c" >"$bp/submissions/accepted/xor.c"
expect 0 "import a package whose accepted file includes a secret" -- j import "$bp" --id leakref
expect 1 "validate the imported reference that includes a secret" -- j validate leakref
has "$tmp/out" "secret.h: No such file or directory" "imported reference: the include finds nothing"
leaked "imported reference" "$repo"

# --- 2. links out of the package: never followed, for any file read from it ---
link_case() { # FILE DESCRIPTION COMMAND...: FILE (package-relative) made a link to the secret
	local file=$1 what=$2
	shift 2
	rm -f "$bp/$file"
	ln -s "$secret" "$bp/$file"
	expect 2 "$what" -- "$@"
	same "$(said "$bp/$file")" "$bp/$file: a link to outside the package" "$what: named"
	leaked "$what"
}
fresh nimwin
link_case problem.yaml "problem.yaml a link" j submit "$bp" "$pk/nimwin/submissions/accepted/xor.c"
fresh nimwin
link_case .timelimit ".timelimit a link" j submit "$bp" "$pk/nimwin/submissions/accepted/xor.c"
fresh nimwin
link_case data/secret/testdata.yaml "testdata.yaml a link" j validate "$bp"
fresh takeone
link_case data/secret/test_group.yaml "test_group.yaml a link" j validate "$bp"
fresh takeone
mkdir "$bp/input_validators/v"
link_case input_validators/v/v.c "a folder program's source a link" j validate "$bp"
fresh nimwin
mkdir "$bp/submissions/accepted/multi"
link_case submissions/accepted/multi/multi.c "a folder submission's source a link" j import "$bp" --id multi
same "$(find "$repo" -maxdepth 1 -name '.import-*' | wc -l)" "0" "a refused import leaves no stage"

# --- 3. import copies nothing through a link: the statement, a submission ---
fresh nimwin
link_case problem_statement/problem.en.tex "the statement a link" j import "$bp" --id stmt
if [ -e "$repo/problems/stmt" ]; then bad "a refused import created problems/stmt"; else ok; fi
fresh nimwin
ln -s "$secret" "$bp/submissions/accepted/alias.c"
expect 2 "a submission a link" -- j import "$bp" --id alias
same "$(tail -1 "$tmp/err")" "judge: $bp/submissions/accepted/alias.c: a link to outside the package" "a submission a link: named"
leaked "a submission a link" "$repo"

# --- 4. a FIFO anywhere is refused at once, by name ---
fifo_case() { # FILE DESCRIPTION COMMAND...
	local file=$1 what=$2
	shift 2
	rm -f "$bp/$file"
	mkfifo "$bp/$file"
	expect 2 "$what" -- "$@"
	same "$(said "$bp/$file")" "$bp/$file: a FIFO, not a regular file" "$what: named"
}
fresh nimwin
cp "$bp/data/secret/01-one.ans" "$bp/data/secret/09-fifo.ans"
fifo_case data/secret/09-fifo.in "submit: a case a FIFO" j submit "$bp" "$pk/nimwin/submissions/accepted/xor.c"
fifo_case data/secret/09-fifo.in "import: a case a FIFO" j import "$bp" --id fifocase
fresh nimwin
fifo_case data/secret/01-one.ans "validate: an answer a FIFO" j validate "$bp"
fresh nimwin
fifo_case problem_statement/problem.en.tex "import: the statement a FIFO" j import "$bp" --id fifostmt
fresh nimwin
fifo_case submissions/accepted/fifo.c "validate: a submission a FIFO" j validate "$bp"
fresh takeone
fifo_case output_validator/validator.c "submit: a validator's source a FIFO" j submit "$bp" "$pk/takeone/submissions/accepted/last_fitting.c"
fresh nimwin
fifo_case problem.yaml "submit: problem.yaml a FIFO" j submit "$bp" "$pk/nimwin/submissions/accepted/xor.c"

# --- 5. sizes: a file over its limit is refused by name before anything is read or copied ---
fresh nimwin
truncate -s 64G "$bp/data/secret/01-one.in"
expect 2 "import: a 64 GiB sparse case" -- j import "$bp" --id sparse
same "$(tail -1 "$tmp/err")" "judge: $bp/data/secret/01-one.in: over 1 GiB" "a 64 GiB case: named with the limit"
same "$(find "$repo" -maxdepth 1 -name '.import-*' | wc -l)" "0" "nothing staged is left"
fresh nimwin
truncate -s 64G "$bp/problem.yaml"
expect 2 "submit: a 64 GiB sparse problem.yaml" -- j submit "$bp" "$pk/nimwin/submissions/accepted/xor.c"
same "$(tail -1 "$tmp/err")" "judge: $bp/problem.yaml: over 1 MiB" "a 64 GiB problem.yaml: named with the limit"
# A stage left by an import that died (nobody holds its lock) goes at the next import; a live one stays.
mkdir "$repo/.import-dead-abc123" "$repo/.import-live-abc123"
# The holder is the sleep itself (--no-fork): killed below, it lets the lock and the test's
# output go. Forked (flock -c 'exec sleep 60'), the sleep outlived the kill of flock by up to
# 60 s, holding meson's pipe open: untrusted took 62 s under meson against 9 s in a terminal.
flock --no-fork "$repo/.import-live-abc123" sleep 60 &
holder=$!
for _ in $(seq 100); do
	flock -n "$repo/.import-live-abc123" true 2>/dev/null || break
	sleep 0.1
done
fresh nimwin
expect 0 "an import beside a dead and a live stage" -- j import "$bp" --id afterdeath
if [ -e "$repo/.import-dead-abc123" ]; then bad "a dead import's stage was left"; else ok; fi
if [ -e "$repo/.import-live-abc123" ]; then ok; else bad "a live import's stage was removed"; fi
kill "$holder" 2>/dev/null
wait "$holder" 2>/dev/null
rm -rf "$repo/.import-live-abc123"

# --- 9. export copies nothing through a link ---
scratch_repo "$tmp/exrepo"
cp -r "$root/judge/kattis" "$tmp/exrepo/judge/"
cp -r "$root/problems/hdu1850" "$tmp/exrepo/problems/"
mkdir -p "$tmp/exrepo/testdata" "$tmp/exrepo/solvers/brute"
cp -r "$root/testdata/hdu1850" "$tmp/exrepo/testdata/"
cp "$root"/solvers/hdu1850* "$tmp/exrepo/solvers/"
cp "$root"/solvers/brute/hdu1850* "$tmp/exrepo/solvers/brute/"
rm "$tmp/exrepo/problems/hdu1850/statement.md"
ln -s "$secret" "$tmp/exrepo/problems/hdu1850/statement.md"
expect 2 "export: the statement a link" -- timeout 120 "$judge" export hdu1850 "$tmp/exout" --root "$tmp/exrepo"
has "$tmp/err" "statement.md': a symbolic link, not a regular file" "export: the link named"
leaked "export: statement" "$tmp/exout"
rm "$tmp/exrepo/problems/hdu1850/statement.md"
cp "$root/problems/hdu1850/statement.md" "$tmp/exrepo/problems/hdu1850/"
rm "$tmp/exrepo/testdata/hdu1850/sample.in"
ln -s "$secret" "$tmp/exrepo/testdata/hdu1850/sample.in"
rm -rf "$tmp/exout"
expect 2 "export: a test input a link" -- timeout 120 "$judge" export hdu1850 "$tmp/exout" --root "$tmp/exrepo"
has "$tmp/err" "sample.in': a symbolic link, not a regular file" "export: the test input link named"
leaked "export: test input" "$tmp/exout"
# The zip's folder hard-links the repository's files: a link must be refused there too, not
# linked as itself and then followed into the zip.
rm -rf "$tmp/exout" "$tmp/exout.zip"
expect 2 "export --zip: a test input a link" -- timeout 120 "$judge" export hdu1850 "$tmp/exout" --zip --root "$tmp/exrepo"
has "$tmp/err" "sample.in': a symbolic link, not a regular file" "export --zip: the test input link named"
same "$(cd "$tmp" && ls -d exout* 2>/dev/null)" "" "export --zip: no zip and no temporary folder left beside a link"
[ -e "$tmp/exout.zip" ] && unzip -p "$tmp/exout.zip" >"$tmp/unzipped" 2>/dev/null
leaked "export --zip: test input" "$tmp/unzipped"

# --- 10. a package of more than 10000 cases is refused at once, as the package's fault ---
# The package is built in memory (/dev/shm, a tmpfs, when there is one): 20000 empty files took
# 36 s on a shared disk at a busy time (and 4 s more to remove them), on tmpfs 1.3 s. The
# judge lists the folder and counts its cases the same on any file system: it proves the same.
many=$tmp/many
if [ -d /dev/shm ] && [ -w /dev/shm ] && [ "$(stat -f -c %T /dev/shm 2>/dev/null)" = tmpfs ]; then
	many=$(mktemp -d /dev/shm/untrusted-many-XXXXXX) || many=$tmp/many
	trap 'rm -rf "$tmp" "$many"' EXIT
fi
rm -rf "$many" && cp -r "$pk/nimwin" "$many"
(cd "$many/data/secret" && for i in $(seq 10000); do : >"m$i.in"; : >"m$i.ans"; done)
expect 2 "import: 10007 cases" -- j import "$many" --id many
same "$(tail -1 "$tmp/err")" "judge: $many/data: over 10000 test cases" "too many cases: named"
same "$(find "$repo" -maxdepth 1 -name '.import-*' | wc -l)" "0" "too many cases: nothing staged"
rm -rf "$many"

# --- a hostile validator cannot keep validate busy for days: the package's validators have a total budget ---
fresh takeone
printf '#include <unistd.h>\nint main(void) { sleep(1); return 42; }\n' >"$bp/input_validators/slow.c"
expect 1 "validate: validators past their budget" -- env JUDGE_TOOL_BUDGET_MS=2000 timeout 120 "$judge" validate "$bp" --root "$repo" -j 2
has "$tmp/out" "input validators: stopped: the package's validators ran 2 s in all, its budget" "the budget named"

echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
