function [out, n] = redraw_demo(x)
% A function's own name is no variable of it: `redraw_demo on` is command syntax,
% while its outputs and parameters are variables (`out -1` is a subtraction).
redraw_demo on
out -1
n = 0;
n -1
x -1
end
