function D = grow_table(x, y)
% A table filled inside its preallocated extents, and a row sum grown alongside.
m = numel(x);
n = numel(y);
D = zeros(m + 1, n + 1);
s = [];
for i = 1:m
  for j = 1:n
    D(i + 1, j + 1) = x(i) * y(j) + D(i, j);
  end
  s = [s; sum(D(i + 1, :))];
end
D(1, 1) = numel(s);
end
