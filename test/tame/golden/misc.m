function misc(s, name, x)
% less common expression forms
m = ?matlab.mixin.Copyable;
p = plot(x, LineWidth=2);
v = s.(name)(2);
w = s.f{2}.g;
obj = Derived@Base(x);
y = x(:)';
n = numel(s(2:end).f);
end
