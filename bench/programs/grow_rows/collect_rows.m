function m = collect_rows(n)
% Rows appended to an empty matrix: the colon takes the row's width.
m = [];
for k = 1:n
  m(k, :) = [k, 2 * k, k ^ 2];
end
s = 0;
for k = 1:size(m, 1)
  s = s + m(k, 1) * m(k, 3);
end
if n > 0
  m(end + 1, :) = [s, 0, 0];
end
end
