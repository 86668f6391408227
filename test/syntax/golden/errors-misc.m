% Statements that cannot be parsed; each is reported and the next one is read.
x = ;
1 = y;
[a, b + 1] = f();
f(x) + 1 = 2;
s. = 1;
if
end
else
case 3
y = @(1) x;
v = 0x;
x = 1;
end
if x
    y = 2;
end
end
z = 3;
