# Ruby: this judge has no language for it, so validate lists it as skipped.
n = gets.to_i
h = gets.split.map(&:to_i)
x = h.map { |v| v % 4 }.reduce(0, :^)
i = h.index { |v| k = v % 4 - (x ^ (v % 4)); x != 0 && k.between?(1, 3) }
puts i ? "#{i + 1} #{h[i] % 4 - (x ^ (h[i] % 4))}" : "lose"
