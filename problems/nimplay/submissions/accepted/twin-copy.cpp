// Copies the judge's move when it can: if another heap had the size the judge's heap had before
// its move, cutting that twin to the same new size restores xor 0 (a ^ b ^ a ^ b = 0). Otherwise it
// plays Bouton's move that takes the most stones. iostream, with endl to flush.
#include <iostream>
#include <string>
#include <vector>
using namespace std;

int main()
{
	int n;
	cin >> n;
	vector<unsigned long long> a(n + 1);
	for (int i = 1; i <= n; i++)
		cin >> a[i];
	int j = 0;
	unsigned long long before = 0;
	for (;;) {
		int move = 0;
		unsigned long long to = 0, s = 0;
		for (int i = 1; j && i <= n && !move; i++)
			if (i != j && a[i] == before)
				move = i, to = a[j];
		for (int i = 1; i <= n; i++)
			s ^= a[i];
		int copied = move;
		for (int i = 1; i <= n && !copied; i++)
			if ((a[i] ^ s) < a[i] && (!move || a[i] - (a[i] ^ s) > a[move] - to))
				move = i, to = a[i] ^ s;
		a[move] = to;
		cout << move << ' ' << to << endl;
		string word;
		if (!(cin >> word) || word == "win")
			return 0;
		j = stoi(word);
		before = a[j];
		cin >> a[j];
	}
}
