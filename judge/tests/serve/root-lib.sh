# root-lib.sh: sourced by the serve tests that judge a time-limit-exceeded submission
# (crash.sh, kill.sh). A TLE costs its limit in CPU on each test it is cut on, and
# is judged again alone when the machine looks busy; the problems' own limit of 1 s is four
# times what these tests need to see the verdict (the accepted programs they judge take a
# few ms a test), so they judge in a scratch root where the limit is a quarter of a second.
# fast_root DIR ROOT PROBLEM...: DIR a root holding these problems of ROOT, their tests
# and solvers as they are, but the time limit 0.25 s.
fast_root() {
	local dir=$1 from=$2 p
	shift 2
	mkdir -p "$dir/judge" "$dir/problems" "$dir/testdata" "$dir/solvers/brute"
	cp "$from/judge/languages.yaml" "$dir/judge/"
	cp -r "$from/problems/include" "$dir/problems/"
	for p in "$@"; do
		cp -r "$from/problems/$p" "$dir/problems/"
		cp -r "$from/testdata/$p" "$dir/testdata/"
		cp "$from/solvers/$p.c" "$dir/solvers/"
		cp "$from/solvers/brute/$p.c" "$dir/solvers/brute/"
		sed -i 's/^  time: .*/  time: 0.25/' "$dir/problems/$p/problem.yaml"
		grep -q '^  time: 0.25$' "$dir/problems/$p/problem.yaml" || { echo "FAIL: no time limit in $p's problem.yaml"; exit 1; }
	done
}
