function r = arguments_block(x, n, varargin, opts)
% Argument validation.
arguments
    x (1,:) double {mustBePositive, mustBeInteger}
    n (1,1) double = 1
    varargin
    opts.Name (1,1) string = "a"
    opts.Verbose logical = false   % print progress
    opts.Mode {mustBeMember(opts.Mode, {'fast','slow'})} = 'fast'
    opts.Axes matlab.graphics.axis.Axes
end
r = x * n;
end

function s = repeating(varargin)
arguments (Repeating)
    a (1,:) double
    b char
end
s = numel(a);
end

function out = with_output(in)
arguments (Input)
    in (:,:) {mustBeNumeric}
end
arguments (Output)
    out (:,:) double
end
out = in;
end
