function errors(x)
y = x +;
z = 1;
w = @(a) f(a)@;
end
