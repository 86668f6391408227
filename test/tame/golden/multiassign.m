function multiassign(c, s, h)
[a, b] = size(c);
[a, ~, s.f] = deal(1, 2, 3);
[~] = max(c);
[q, w] = c{:};
[q, w] = s.list;
[q, w] = h(1);
[q] = size(c);
[c{1:2}] = deal(0);
max(c);
disp(a + b);
end
