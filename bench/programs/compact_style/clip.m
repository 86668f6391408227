function y = clip(x, lo, hi)
% CLIP  Limits x to [lo, hi]; hi defaults to -lo.
if nargin < 3, hi = -lo; end
y = x; y(y < lo) = lo; y(y > hi) = hi;
end
