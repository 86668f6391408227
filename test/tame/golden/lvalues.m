function s = lvalues(s, a, c, k, x)
% nested assignment targets: gets with update, then sets outwards
s.f = x;
s.f(k) = x;
a(k).f = x;
c{k}.f(2) = x;
s.a.b.c = x;
s.(k) = x;
s.(k).g = x;
a(k) = [];
c{k} = x;
a(end + 1).name = 'n';
x(:) = 0;
end
