function r = operators(a, b)
% arithmetic, comparison, logical and transpose operators are calls to builtins
r = a + b - a * b / 2;
r = a .* b ./ a .\ b .^ 2;
r = a \ b ^ -1;
r = -a + +b;
r = ~(a == b) & (a ~= b) | a < b;
r = a <= b, r = a > b; r = a >= b;
r = a' + b.';
r = 1:10;
r = 1:2:a;
r = 3i + 0.5 - 1e3 + .2;
r = 0x1F;
x = a;
a + 1
x
end
