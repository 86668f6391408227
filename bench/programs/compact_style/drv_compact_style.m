function drv_compact_style()
% Terse code: several statements a line, one-line blocks, results displayed without ';'.
x = [3 -1 4 -1 5 -9 2 6], n = numel(x);
pos = 0; neg = 0; for k = 1:n, if x(k) > 0, pos = pos + 1; else, neg = neg + 1; end, end
fprintf('pos %d neg %d\n', pos, neg);
k = 0; while k < 3, k = k + 1; end, k
s.a.b = 1; s.a.c = 'x', c = {1, 'two'}; c{3} = [1 2 3]
[m, i] = max(x), [~, j] = min(x);
switch j, case 6, r = 'six'; otherwise, r = 'other'; end, disp(r)
try, y = x(100); catch err, y = -1, end
z = clip(x, -2, 4)
w = clip(x, -3);
t = stats(w)
q = int8(x) * 20
u = single(1) / 3
v = 2 + 3i
end
