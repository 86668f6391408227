function [z, w] = type2(x, p)
% Type II builtins with constant arguments, and an if/else join (not from the papers).
n = 3;
z = zeros(3, 4);
o = ones(n);
r = 1:5;
s = 2:2:9;
y = zeros(size(x));
q = reshape(r, 5, 1);
t = repmat(z, 2, 1);
u = sum(z, 2);
v = z(2, :);
k = numel(z);
m = rand(k, 2);
if p
  w = x + 1;
  g = z;
else
  w = y;
  g = t;
end
f = mystery(x);
end
