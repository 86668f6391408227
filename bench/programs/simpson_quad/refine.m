function [q, nevals] = refine(f, a, b, fa, fb, fc, whole, tol, depth)
% REFINE  One level of adaptive Simpson: compare the halves with the whole.
c = (a + b) / 2;
d = (a + c) / 2;
e = (c + b) / 2;
fd = f(d);
fe = f(e);
left = (c - a) / 6 * (fa + 4 * fd + fc);
right = (b - c) / 6 * (fc + 4 * fe + fb);
nevals = 2;
if depth > 40 || abs(left + right - whole) <= 15 * tol
    q = left + right + (left + right - whole) / 15;
    return;
end
[ql, nl] = refine(f, a, c, fa, fc, fd, left, tol / 2, depth + 1);
[qr, nr] = refine(f, c, b, fc, fb, fe, right, tol / 2, depth + 1);
q = ql + qr;
nevals = nevals + nl + nr;
end
