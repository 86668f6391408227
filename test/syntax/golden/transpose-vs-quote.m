% A quote after a value is a transpose; anywhere else it starts a char vector.
y = a';
y = a.';
y = a'';
x = 'it''s';
y = [a' 'str'];
y = a'*b';
y = (a)';
y = x{1}';
y = x(2)';
y = s.f';
y = 3';
y = a'';
z = ['a' 'b']';
g = @(x) x';
h = [x(end)' 1];
disp('quote: ''')
w = {'x'}';
