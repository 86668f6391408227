function [d, D] = levenshtein(a, b, subcost)
% LEVENSHTEIN  Edit distance by dynamic programming; subcost defaults to 1.
if nargin < 3
    subcost = 1;
end
m = length(a);
n = length(b);
D = zeros(m + 1, n + 1);
D(:, 1) = (0:m)';
D(1, :) = 0:n;
for i = 1:m
    for j = 1:n
        c = subcost * (a(i) ~= b(j));
        D(i+1, j+1) = min([D(i, j+1) + 1, D(i+1, j) + 1, D(i, j) + c]);
    end
end
d = D(end, end);
end
