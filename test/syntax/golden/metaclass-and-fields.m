% Metaclass queries, dynamic fields and indexing chains.
mc = ?handle;
mp = ?pkg.sub.MyClass;
tf = isequal(mc, ?matlab.mixin.Copyable);
v = s.(name);
w = s.(['a' 'b']);
x = s.(name)(2);
y = a(1).b{2}(3);
s.a.b.c = 1;
x.y(3).z = 2;
p = obj.method(1).prop;
q = s.('x');
s.(name) = 3;
s(2).f{3} = x;
r = data{2}.values(end).name;
