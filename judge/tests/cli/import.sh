#!/usr/bin/env bash
# judge import: every Kattis package of judge/tests/data/packages made a
# problem of a scratch repository (never the real problems/), where `judge
# validate` then passes and `judge regen --check` changes nothing. The
# manifests and the "not imported" lists of nimwin and misere are exact; the
# cases are copies, not links; errors are exit 2 with their exact message and
# leave nothing behind. Usage: import.sh JUDGE ROOT
set -uo pipefail
judge=$1
root=$2
. "$(dirname "$0")/../lib/lib.sh"
pk=$root/judge/tests/data/packages
# The files of a folder with their sizes and times: the packages must not change.
listing() { find "$1" -printf '%P %s %T@ %y\n' | sort; }
before=$(listing "$pk")

# A repository with no problem: the language table and the headers tools include.
scratch_repo() {
	mkdir -p "$1/judge" "$1/problems"
	cp "$root/judge/languages.yaml" "$1/judge/"
	cp -r "$root/problems/include" "$1/problems/"
}
repo=$tmp/repo
scratch_repo "$repo"
j() { "$judge" "$@" --root "$repo" -j 2; }
# What an import leaves besides the problem: nothing.
leftovers() { find "$1" -maxdepth 1 -name '.import-*' | wc -l; }

# --- every package: imported, then valid by our own rules ---
for dir in "$pk"/*/; do
	p=$(basename "$dir")
	expect 0 "import $p" -- j import "$pk/$p"
	has "$tmp/out" "created: testdata/$p solvers/$p." "$p: what was created"
	expect 0 "validate the imported $p" -- j validate "$p"
	same "$(tail -1 "$tmp/out")" "$p: valid" "$p is valid"
	[ "$(tail -1 "$tmp/out")" = "$p: valid" ] || cat "$tmp/out"
done
expect 0 "regen --check leaves imported answers alone" -- j regen --check
same "$(leftovers "$repo")" "0" "no staging folder left"

# --- nimwin: the manifest and what is not imported, exactly ---
same "$(cat "$repo/problems/nimwin/problem.yaml")" "$(
	cat <<'Y'
# Made by judge import from the Kattis problem package "nimwin" (kattis-legacy): its cases, answers
# and submissions as they were. See problems/README.md, "Imported problems".
id: nimwin
title: "Nim, Who Wins"
source: "gamejudge tests"
imported: {from: "nimwin", format: kattis-legacy}
limits: {time: 1, memory: 256, output: 8}  # time: derived from the accepted submissions
solver: solvers/nimwin.c
checker: {type: tokens, fold_case: true}
tests:
  - {name: sample-1}
  - {name: sample-2}
  - {name: secret-01-one}
  - {name: secret-02-zero}
  - {name: secret-03-pairs}
  - {name: secret-04-three}
  - {name: secret-10-big}
  - {name: secret-11-big}
  - {name: secret-12-big}
Y
)" "nimwin's manifest"
expect 0 "import nimwin again under another id, --json" -- j import "$pk/nimwin" --id nimwin2 --json
same "$(jq -r '.not_imported[]' "$tmp/out")" "$(
	cat <<'L'
input_validators/validate.py: an input validator in Python; ours are C or C++, so the problem has none (validate skips the input checks)
problem.yaml: license: not carried over (our manifest has no such key)
L
)" "nimwin: not imported"
same "$(jq -c '[.problem, .tests, .submissions, .solver, .validator, .files]' "$tmp/out")" \
	'["nimwin2",9,5,"submissions/accepted/xor.c",null,["testdata/nimwin2","solvers/nimwin2.c","problems/nimwin2"]]' \
	"nimwin: the JSON report"
same "$(jq -r 'keys_unsorted | join(",")' "$tmp/out")" \
	"problem,package,time_limit,tests,submissions,solver,validator,files,not_imported" "JSON keys"
same "$(sed 's/nimwin2/nimwin/' "$repo/problems/nimwin2/problem.yaml")" "$(cat "$repo/problems/nimwin/problem.yaml")" \
	"--id changes the id and nothing else"
same "$(cd "$repo/problems/nimwin" && find submissions statement.tex -type f | sort | tr '\n' ' ')" \
	"statement.tex submissions/accepted/shout.py submissions/accepted/xor.c submissions/runtime_error/crash.c submissions/time_limit_exceeded/spin.c submissions/wrong_answer/sum_parity.c " \
	"nimwin: submissions in our folders, the statement"

# The cases are copies: regular files with the package's bytes.
same "$(find "$repo/testdata" "$repo/problems" "$repo/solvers" -type l | wc -l)" "0" "no symbolic links"
copied=0
for f in "$pk"/nimwin/data/secret/*.in; do
	cmp -s "$f" "$repo/testdata/nimwin/secret-$(basename "$f")" && copied=$((copied + 1))
done
same "$copied" "7" "secret cases copied byte for byte"

# --- misere: a C validator in a folder with flags, case-sensitive answers, a nested group ---
# The test package is part of the repository: its absence is a failure, not a skip.
same "$([ -d "$pk/misere" ] && echo yes)" "yes" "the misere test package is there"
if [ -d "$pk/misere" ]; then
	same "$(cat "$repo/problems/misere/problem.yaml")" "$(
		cat <<'Y'
# Made by judge import from the Kattis problem package "misere" (kattis-legacy): its cases, answers
# and submissions as they were. See problems/README.md, "Imported problems".
id: misere
title: "Misère \"Nim\""
source: "gamejudge tests"
imported: {from: "misere", format: kattis-legacy}
limits: {time: 2, memory: 64, output: 1}  # time: the package's, from .timelimit
solver: solvers/misere.c
checker: tokens
validator: problems/misere/input_validator/wrap-kattis.c
tests:
  - {name: sample-1}
  - {name: sample-2}
  - {name: secret-01-mixed}
  - {name: secret-02-ones}
  - {name: secret-edge}
  - {name: secret-big-01}
  - {name: secret-big-02}
  - {name: secret-big-03}
Y
	)" "misere's manifest"
	expect 0 "import misere again" -- j import "$pk/misere" --id misere2
	same "$(sed -n '/^not imported:$/,$p' "$tmp/out")" "$(
		cat <<'L'
not imported:
  - submissions/accepted/misere_cpp/: its source alone is copied, as submissions/accepted/misere_cpp.cpp, not its 1 other file
  - submissions/rejected/silent.py: not copied: our problems have no folder for rejected/ (it allows more than one verdict)
  - input_validators/check.py: an input validator in Python; ours are C or C++
  - data/secret/big: its input validator flags 'max_n=100 big' are not passed: ours runs on every input with data/'s, 'max_n=100'
  - problem_statement/problem.sv.tex: not imported (one statement is, problem_statement/problem.en.tex)
  - data/secret/*.desc: 1 file not imported (only .in, .ans and .interaction are)
  - attachments/: not imported: our problems have no place for it
  - problem.yaml: author, license, rights_owner: not carried over (our manifest has no such keys)
L
	)" "misere: not imported"
	has "$tmp/out" "  validator    input_validators/check, with a wrapper for our exit statuses" "misere: the validator"
	same "$(ls "$repo/problems/misere/input_validator" | tr '\n' ' ')" "bounds.h check.c wrap-kattis.c " \
		"the validator's folder copied with its header, and the wrapper"
	cmp -s "$pk/misere/input_validators/check/check.c" "$repo/problems/misere/input_validator/check.c" &&
		ok || bad "the validator is copied unchanged"
	same "$(ls "$repo/problems/misere/submissions/accepted" | tr '\n' ' ')" "misere.c misere_cpp.cpp " \
		"a submission in a folder is named after it"
	# The wrapper maps Kattis' statuses: a valid input passes, an invalid one is rejected with its words.
	printf '2\n1 0\n' >"$repo/testdata/misere/secret-01-mixed.in"
	expect 1 "the validator rejects a heap of 0 (its first rule: no leading zero)" -- j validate misere
	has "$tmp/out" "testdata/misere/secret-01-mixed.in: a leading zero" "the package validator's message"
	cp "$pk/misere/data/secret/01-mixed.in" "$repo/testdata/misere/secret-01-mixed.in"
fi

# An imported answer is the package's: validate holds the reference to it with the checker.
# (The imported spin.c is left out first: no fault here is about it, its folder's rule was met
# in the validate above, and a submission that times out is re-run alone at its limit, 2 s of
# CPU.)
rm -r "$repo/problems/nimwin/submissions/time_limit_exceeded"
printf 'First\n' >"$repo/testdata/nimwin/sample-1.ans"
expect 1 "a wrong imported answer" -- j validate nimwin
has "$tmp/out" "sample-1: the checker rejects the reference's output against 'testdata/nimwin/sample-1.ans': token 1 (line 1): expected 'First', got 'second'" "the answer's fault"
expect 0 "regen keeps an imported answer" -- j regen nimwin
same "$(cat "$repo/testdata/nimwin/sample-1.ans")" "First" "regen did not rewrite the package's answer"
cp "$pk/nimwin/data/sample/1.ans" "$repo/testdata/nimwin/sample-1.ans"

# --- errors: exit 2, the exact message, nothing left behind ---
expect 2 "id taken" -- j import "$pk/nimwin"
same "$(cat "$tmp/err")" "judge: problems/nimwin: already exists (choose another id with --id)" "id taken"
expect 2 "invalid id" -- j import "$pk/nimwin" --id Nim.Win
same "$(cat "$tmp/err")" "judge: invalid problem id 'Nim.Win'" "invalid --id"
cp -r "$pk/nimwin" "$tmp/Nim Win"
expect 2 "invalid default id" -- j import "$tmp/Nim Win"
same "$(cat "$tmp/err")" "judge: invalid problem id 'Nim Win' (give one with --id ID)" "the folder's name is no id"
mkdir -p "$repo/testdata/taken"
expect 2 "test data taken" -- j import "$pk/nimwin" --id taken
same "$(cat "$tmp/err")" "judge: testdata/taken: already exists (choose another id with --id)" "testdata taken"
rmdir "$repo/testdata/taken"
expect 2 "not a package" -- j import "$tmp/nowhere"
same "$(cat "$tmp/err")" "judge: '$tmp/nowhere': not a problem package (no problem.yaml and data/ in it)" \
	"package_load's message"
bp=$tmp/broken
rm -rf "$bp" && cp -r "$pk/nimwin" "$bp" && rm "$bp/data/secret/03-pairs.ans"
expect 2 "a case without its answer" -- j import "$bp"
same "$(cat "$tmp/err")" "judge: $bp/data/secret/03-pairs.in: no 03-pairs.ans beside it" "a broken package"
rm -rf "$bp" && cp -r "$pk/nimwin" "$bp" && mv "$bp/submissions/accepted/xor.c" "$bp/submissions/wrong_answer/"
expect 2 "no reference" -- j import "$bp"
same "$(cat "$tmp/err")" "judge: $bp: no accepted submission in C or C++ to be the reference solver (submissions/accepted/)" \
	"a package without an accepted C or C++ submission"
same "$(ls "$repo/problems" "$repo/testdata" | grep -c broken)" "0" "nothing of it left"
# Cannot write: solvers/ is a file, so the third rename fails and the first is undone.
repo2=$tmp/repo2
scratch_repo "$repo2"
touch "$repo2/solvers"
expect 2 "cannot write" -- "$judge" import "$pk/nimwin" --root "$repo2" -j 2
same "$(cat "$tmp/err")" "judge: cannot move 'solvers/nimwin.c' into place: Not a directory" "cannot write"
same "$(ls "$repo2/problems" "$repo2/testdata" 2>/dev/null | grep -c nimwin)" "0" \
	"nothing left under problems/ or testdata/"
same "$(leftovers "$repo2")" "0" "no staging folder left after a failure"
expect 2 "usage" -- "$judge" import --root "$repo"
same "$(cat "$tmp/err")" "judge: import: missing DIR|FILE.zip
judge: usage: judge import DIR|FILE.zip [--id ID] [--json]" "import usage"
expect 2 "--id elsewhere" -- "$judge" list --id x --root "$repo"
same "$(cat "$tmp/err")" "judge: list: option '--id' does not apply" "--id belongs to import"

# --- a zip, as export --zip writes it: extracted into a private folder, imported ---
expect 0 "export hdu1850 --zip" -- "$judge" export hdu1850 "$tmp/hdu1850.zip" --zip --root "$root"
expect 0 "import the zip" -- j import "$tmp/hdu1850.zip" --id hdu1850z
has "$tmp/out" "hdu1850z: imported from $tmp/hdu1850.zip" "import names the zip"
has "$repo/problems/hdu1850z/problem.yaml" 'imported: {from: "hdu1850.zip", format: kattis-legacy}' \
	"the manifest names the zip"
same "$(find "${TMPDIR:-/tmp}" -maxdepth 1 -name 'judge-import-*' -newer "$tmp/hdu1850.zip" | wc -l)" "0" \
	"the temporary folder removed"
# That a problem imported from export --zip validates, with every submission's verdict, is
# roundtrip-hdu1850's proof (both tiers): the same export, import and validate, not made twice.
same "$(cd "$repo/testdata/hdu1850z" && find . -name '*.in' | wc -l)" "$(ls "$root/testdata/hdu1850"/*.in | wc -l)" \
	"hdu1850z: every test imported from the zip"
# A zip of one folder holding the package, with the default id: the zip's name. takeone gives its
# time limit, so no submission is judged to derive one.
(cd "$pk" && python3 -m zipfile -c "$tmp/onezip.zip" takeone)
expect 0 "import a zip of one folder" -- j import "$tmp/onezip.zip"
has "$tmp/out" "created: testdata/onezip solvers/onezip.c problems/onezip" "the zip's name is the id"
# Hostile zips: refused with the entry's name, exit 2, nothing created.
hostile() { # NAME: a zip of nimwin with one more entry, made by python3's zipfile (kind: file, link, big)
	python3 - "$pk/nimwin" "$tmp/$1.zip" "$2" "$3" <<'P'
import os, stat, sys, zipfile
src, out, kind, name = sys.argv[1:]
with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as z:
    for d, _, files in os.walk(src):
        for f in files:
            p = os.path.join(d, f)
            z.write(p, os.path.relpath(p, src))
    info = zipfile.ZipInfo(name)
    if kind == "link":
        info.create_system = 3
        info.external_attr = (stat.S_IFLNK | 0o777) << 16
        z.writestr(info, "/etc/shadow")
    elif kind == "big":
        z.writestr(info, "x" * ((1 << 20) + 1), zipfile.ZIP_DEFLATED)
    else:
        z.writestr(info, "hello\n")
P
}
hostile dotdot file "../escaped.txt"
expect 2 "a zip entry with .." -- j import "$tmp/dotdot.zip" --id dotdot
same "$(cat "$tmp/err")" "judge: $tmp/dotdot.zip: ../escaped.txt: a name that leaves the folder (absolute, or with a '..' part)" \
	"an entry with .. refused"
same "$(ls "$tmp" | grep -c escaped)" "0" "nothing written beside the folder"
hostile absolute file "/tmp/absolute-entry.txt"
expect 2 "an absolute zip entry" -- j import "$tmp/absolute.zip" --id absolute
same "$(cat "$tmp/err")" "judge: $tmp/absolute.zip: /tmp/absolute-entry.txt: a name that leaves the folder (absolute, or with a '..' part)" \
	"an absolute entry refused"
hostile link link "data/secret/99-link.in"
expect 2 "a zip entry that is a link" -- j import "$tmp/link.zip" --id link
same "$(cat "$tmp/err")" "judge: $tmp/link.zip: data/secret/99-link.in: a symbolic link (a package's files are regular files)" \
	"a link refused"
hostile big big "problem_statement/huge.md"
expect 2 "a zip entry over the size limit" -- j import "$tmp/big.zip" --id big
same "$(cat "$tmp/err")" "judge: $tmp/big.zip: problem_statement/huge.md: 1048577 bytes, over the limit of 1048576 for such a file of a package" \
	"a text file over PACKAGE_TEXT_MAX refused"
printf 'not a zip' >"$tmp/junk.zip"
expect 2 "not a zip" -- j import "$tmp/junk.zip" --id junk
same "$(cat "$tmp/err")" "judge: $tmp/junk.zip: not a zip that can be read: Not a zip archive" "junk refused"
same "$(ls "$repo/problems" "$repo/testdata" | grep -cE '^(dotdot|absolute|link|big|junk)$')" "0" \
	"nothing created by a refused zip"

# --- a package's name and files with terminal escapes: imported, then listed, escaped ---
E=$'\033' B=$'\007'
ep=$tmp/escnim
cp -r "$pk/nimwin" "$ep"
# Only what carries an escape is kept: the title, one accepted submission, one case. The rest
# would be judged for nothing here: the spinning submission re-run alone at its limit, a Python
# submission and validator on every case.
rm -r "$ep/submissions/time_limit_exceeded" "$ep/submissions/run_time_error" "$ep/submissions/wrong_answer"
rm -r "$ep/submissions/accepted/shout.py" "$ep/input_validators" "$ep/data/sample"
find "$ep/data/secret" -type f ! -name '01-one.*' -delete
printf 'name: "Nim \\e]0;pwned\\a\\e[2J"\nlimits:\n  memory: 256\n' >"$ep/problem.yaml"
mv "$ep/submissions/accepted/xor.c" "$ep/submissions/accepted/x${E}[2J.c"
raw() { if LC_ALL=C grep -q "[$E$B]" "$tmp/out" "$tmp/err"; then bad "$1: a raw ESC or BEL byte in the output"; else ok; fi; }
expect 0 "import a package with escapes in its name" -- j import "$ep" --id escnim
raw "import"
# The submission is named twice: the solver taken from it, the run the time limit is derived from.
same "$(grep -c 'x\\x1b\[2J' "$tmp/out")" "2" "import: the submission's name, escaped"
expect 0 "list after importing it" -- j list
raw "list"
has "$tmp/out" 'Nim \x1b]0;pwned\x07\x1b[2J' "list: the title, escaped"
expect 0 "validate the imported problem" -- j validate escnim
raw "validate escnim"
rm -rf "$repo/problems/escnim" "$repo/testdata/escnim" "$repo/solvers/escnim.c"

same "$(listing "$pk")" "$before" "nothing written into the packages"

echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
