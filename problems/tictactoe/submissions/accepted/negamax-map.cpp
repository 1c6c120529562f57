// Negamax from the side to move, memoized in a map keyed by the 9-character board; one memo shared by all cases.
#include <algorithm>
#include <iostream>
#include <string>
#include <unordered_map>

static std::unordered_map<std::string, int> memo;

static bool line_of(const std::string &b, char p)
{
	static const int L[8][3] = {{0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6},
				    {1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}};
	for (auto &l : L)
		if (b[l[0]] == p && b[l[1]] == p && b[l[2]] == p)
			return true;
	return false;
}

// Score for the player to move: 1 win, 0 draw, -1 loss.
static int negamax(std::string &b)
{
	auto it = memo.find(b);
	if (it != memo.end())
		return it->second;
	int xs = 0, os = 0;
	for (char c : b)
		xs += c == 'X', os += c == 'O';
	char me = xs == os ? 'X' : 'O', other = me == 'X' ? 'O' : 'X';
	int best;
	if (line_of(b, me))
		best = 1;
	else if (line_of(b, other))
		best = -1;
	else if (xs + os == 9)
		best = 0;
	else {
		best = -2;
		for (int i = 0; i < 9 && best < 1; i++) {
			if (b[i] != '.')
				continue;
			b[i] = me;
			best = std::max(best, -negamax(b));
			b[i] = '.';
		}
	}
	memo[b] = best;
	return best;
}

int main()
{
	std::ios::sync_with_stdio(false);
	int t;
	std::cin >> t;
	while (t--) {
		std::string r1, r2, r3;
		std::cin >> r1 >> r2 >> r3;
		std::string b = r1 + r2 + r3;
		int xs = 0, os = 0;
		for (char c : b)
			xs += c == 'X', os += c == 'O';
		int v = negamax(b);
		bool x_to_move = xs == os;
		if (v == 0)
			std::cout << "Draw\n";
		else
			std::cout << (((v > 0) == x_to_move) ? "X" : "O") << '\n';
	}
}
