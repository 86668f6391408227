% Operator precedence and associativity, as MATLAB defines them.
a = -2^2;        % -(2^2)
b = 2^-1;        % 2^(-1)
c = 2^3^2;       % (2^3)^2: power is left-associative
d = ~x == y;     % (~x) == y
e = x:y+1;       % x:(y+1)
f = x < y < z;   % (x < y) < z
g = p | q & r;   % p | (q & r)
h = p || q && r; % p || (q && r)
k = x - -y;      % x - (-y)
m = x.^y';       % (x.^y)': transpose and power share a level, left to right
n = -x';         % -(x')
o = x*-y;        % x * (-y)
p2 = x^y';       % (x^y)'
q2 = -x^-y;      % -(x^(-y))
r2 = -x:y;       % (-x):y
s2 = x + y * z ^ w;
t2 = x \ y / z;  % (x \ y) / z
u2 = x == y & z; % (x == y) & z
v2 = ~~x;
w2 = 1:n-1;
x2 = (1:3)';
y2 = x ./ y .* z;
z2 = x' * y;
a3 = 2^-3^2;     % (2^-3)^2
b3 = ~x:y;       % (~x):y
c3 = x.^-1;
d3 = +x - +y;
