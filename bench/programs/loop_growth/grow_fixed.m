function [r, c, t] = grow_fixed(n, m)
% Grows by one element, column or row per iteration, from empty starts.
r = zeros(1, 0);
for k = 1:n
  r(end + 1) = k;
end
c = zeros(3, 0);
for k = 1:m
  c = [c, (1:3)' * k];
end
t = [];
for k = 1:m
  t(k, :) = [k, k ^ 2];
end
cells = {};
for k = 1:m
  cells{end + 1} = sprintf('%d', k);
end
fprintf('%d cells\n', numel(cells));
end
