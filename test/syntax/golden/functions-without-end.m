function varargout = functions_without_end(varargin)
% Functions without end: each one runs until the next 'function'.
for k = 1:nargin
    varargout{k} = twice(varargin{k});
end

function y = twice(x)
y = 2 * x;
if y > 10
    y = 10;
end

function [] = no_outputs(~, b)
disp(b)

function no_parens
disp('none')
