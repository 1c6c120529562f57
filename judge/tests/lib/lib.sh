# Shared by the shell tests: counters, a scratch folder, and the checks.
# Source it after setting judge and root; $tmp is removed on exit.
pass=0
fail=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

ok() { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); echo "FAIL: $*"; }
# expect STATUS DESCRIPTION -- command...: runs it, keeps stdout/stderr in $tmp/out, $tmp/err
expect() {
	local want=$1 what=$2
	shift 3
	"$@" >"$tmp/out" 2>"$tmp/err" </dev/null
	local got=$?
	if [ "$got" -eq "$want" ]; then ok; else bad "$what: exit $got, expected $want; stderr: $(head -c 500 "$tmp/err")"; fi
}
same() { if [ "$1" = "$2" ]; then ok; else bad "$3: expected [$2], got [$1]"; fi; }
has() { if grep -qF -- "$2" "$1"; then ok; else bad "$3: '$2' not in $(head -c 600 "$1")"; fi; }
