// Accepted: builds the game graph explicitly (hands as sorted strings in a map, reverse adjacency lists), then a BFS from the finished positions.
#include <algorithm>
#include <cstdio>
#include <map>
#include <string>
#include <vector>

int main()
{
	std::vector<std::string> hands;
	std::map<std::string, int> id;
	std::string cur(8, '0');
	// every non-decreasing string of 8 digits 0..4
	for (int mask = 0; mask < 390625; mask++) {
		std::string s;
		int m = mask;
		for (int i = 0; i < 8; i++)
			s += char('0' + m % 5), m /= 5;
		if (std::is_sorted(s.begin(), s.end()))
			id[s] = (int)hands.size(), hands.push_back(s);
	}
	const int H = (int)hands.size();
	auto pos = [H](int mover, int other) { return mover * H + other; };
	// after[x][i][b]: the hand x once its card in slot i has b added (mod 5)
	std::vector<int> after(H * 8 * 5);
	for (int x = 0; x < H; x++)
		for (int i = 0; i < 8; i++)
			for (int b = 0; b < 5; b++) {
				std::string nx = hands[x];
				nx[i] = char('0' + (nx[i] - '0' + b) % 5);
				std::sort(nx.begin(), nx.end());
				after[(x * 8 + i) * 5 + b] = id[nx];
			}
	std::vector<std::vector<int>> rev(H * H);
	std::vector<int> outdeg(H * H, 0);
	std::vector<int> succ;
	for (int x = 0; x < H; x++)
		for (int y = 0; y < H; y++) {
			if (hands[x] == "00000000" || hands[y] == "00000000")
				continue;
			succ.clear();
			for (int i = 0; i < 8; i++)
				for (int j = 0; j < 8; j++) {
					if (hands[x][i] == '0' || hands[y][j] == '0')
						continue;
					succ.push_back(pos(y, after[(x * 8 + i) * 5 + (hands[y][j] - '0')]));
				}
			std::sort(succ.begin(), succ.end());
			succ.erase(std::unique(succ.begin(), succ.end()), succ.end());
			outdeg[pos(x, y)] = (int)succ.size();
			for (int s : succ)
				rev[s].push_back(pos(x, y));
		}
	std::vector<signed char> val(H * H, 0); // 1 mover wins, -1 mover loses
	std::vector<int> queue;
	int zero = id["00000000"];
	for (int x = 0; x < H; x++)
		if (x != zero)
			val[pos(x, zero)] = -1, queue.push_back(pos(x, zero));
	for (size_t k = 0; k < queue.size(); k++) {
		int s = queue[k];
		for (int p : rev[s]) {
			if (val[p])
				continue;
			if (val[s] == -1)
				val[p] = 1, queue.push_back(p);
			else if (--outdeg[p] == 0)
				val[p] = -1, queue.push_back(p);
		}
	}
	int t;
	std::scanf("%d", &t);
	while (t--) {
		int f;
		std::scanf("%d", &f);
		std::string h[2];
		for (int p = 0; p < 2; p++) {
			for (int i = 0; i < 8; i++) {
				int v;
				std::scanf("%d", &v);
				h[p] += char('0' + v);
			}
			std::sort(h[p].begin(), h[p].end());
		}
		int alice = id[h[0]], bob = id[h[1]];
		int v = f ? val[pos(bob, alice)] : val[pos(alice, bob)];
		if (v == 0)
			std::puts("Deal");
		else
			std::puts((v == 1) == (f == 0) ? "Alice" : "Bob");
	}
}
