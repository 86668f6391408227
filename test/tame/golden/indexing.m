function y = indexing(x, s, c, k)
% indexing a variable, calls to functions, and end
y = x(1);
y = x(1, :);
y = x(end);
y = x(end, end);
y = x(2, end, 1);
y = x(1, 2, end);
y = x(x(end) > 0);
y = numel(x(end));
y = s.f(end);
y = s.data.values(k);
y = s.(k);
y = c{k}(end);
y = zeros(3, 1);
y = pi;
y = nargin;
z = containers.Map();
w = undefined_thing(k, end);
v = undefined_thing;
u = other_thing(k);
other_thing(1, 2);
x(end + 1) = 4;
end
