function [s, p] = functions_with_end(a, b)
% Two functions, each closed by end.
s = helper(a, b);
p = a * b;
end

function r = helper(x, y)
    r = x + y;
end

function [a, b, c] = function_headers(x, ~, varargin)
a = x; b = 1; c = varargin;
end
function [d e] = spaced_outputs(y)
d = y; e = y;
end
function f = one_output
f = 1;
end
function ignore_all(~, ~)
end
function [o1, ...
          o2] = continued(i1, ...
                          i2)
o1 = i1; o2 = i2;
end
function r = end(obj, k, n)
r = n;
end
