function lambdas(a, D, c, A)
f = @(t, u) a * (D * u + c) + A;
g = @() A;
h = @(x) x;
k = @(x) @(y) x + y + a;
m = @(~, y) y + c;
p = @sin;
q = @pkg.fn;
r = cellfun(@(v) v * 2, {1, 2});
n = @(x) lambda_1(x);
end
function lambda_1(x)
disp(x);
end
