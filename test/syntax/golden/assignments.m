% Assignments and expression statements.
x
x;
1 + 2
f(1), g(2); h(3)
y = 3
z = 4;
x(:) = 0;
x(2, :) = [];
s(2).f{3} = x;
s.(name) = x;
c{end+1} = 'more';
obj.Data(k).Value = v';
a = b == c;
m = [];
plot(x, y, LineWidth=2, Color="r");
opts = struct(Name="a");
;;
x = 1;; y = 2,, z = 3
