function cells(c, s, k)
x = c{k};
f(c{:});
y = [c{:}];
z = {c{:}, 1; 2, 3};
e = {};
n = numel(c{2});
w = {s.name};
v = [s.value];
q = c{k}{2};
disp(c{1}, s(2).f{:});
end
