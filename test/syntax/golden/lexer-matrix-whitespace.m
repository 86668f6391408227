% Whitespace inside [] and {} separates elements, the way MATLAB reads it.
a = [1 -2];          % two elements: 1 and -2
b = [1 - 2];         % one element: -1
c = [1 -  2];        % one element: the minus has blanks on both sides
d = [1- 2];          % one element
e = [1 +2];          % two elements
f = [x -y];          % two elements
g = [x - -y];        % one element: x minus (-y)
h = [x' y'];         % two transposes
k = [x' 'str'];      % a transpose and a char vector
m = [f (1)];         % two elements: f and (1)
n = [f(1) (2)];      % two elements
p = [a (1)];         % two elements
q = {@sin @cos};     % two handles
r = [x' ; y'];       % two rows
s = [1 .5];          % two elements: 1 and .5
t = [x{1} y{2}];     % cell indexing inside a matrix
u = [x {1}];         % x and a cell {1}
v = [a ~= b];        % one comparison
w = [a ~b];          % a and not-b
z = [a == b, c];     % comparison, then c
aa = [1 2]';         % transpose of a matrix
bb = {'a' "b" 'c'};  % three texts
cc = [x.y z];        % a field, then z
dd = [s.(f) 1];      % a dynamic field, then 1
ee = [ -1 ];         % leading blank, unary minus
ff = [a' ];          % trailing blank after a transpose
gg = [a.' b.'];      % two non-conjugate transposes
hh = [1e3 -1e-3];    % exponents keep their sign
ii = [a -...
      b];            % a continuation after the sign is a blank: a - b
jj = [a ...
      -b];           % two elements
kk = [a(1) -b(2)];   % two elements
ll = [a - b -c];     % a - b, then -c
% A name or number right after a quoted text is the next element in MATLAB (Isomap).
m = ['Iteration: 'num2str(k) ' of '3];
