a = f(1, 2;
b = g(3, 4
c = x(1));
d = (1 + 2;
e = ];
f = {1, 2};
g = [1 2);
h = {3, 4];
k = 5;
% Last: a bracket left open up to the end of the file.
v = [1 2
w = 3;
