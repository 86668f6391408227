function s = format_value(v, style)
% FORMAT_VALUE  Text for a value in a named style.
if nargin < 2
    style = 'plain';
end
switch style
    case 'plain'
        if ischar(v)
            s = v;
        elseif isnumeric(v) || islogical(v)
            s = num2str(v);
        else
            s = ['<' class(v) '>'];
        end
    case {'money', 'currency'}
        s = sprintf('$%.2f', v);
    case 'percent'
        s = [num2str(round(100 * v)) '%'];
    case 'upper'
        s = upper(format_value(v));
    case 'list'
        parts = cellfun(@(x) format_value(x), v, 'UniformOutput', false);
        s = ['[' strjoin(parts, ', ') ']'];
    otherwise
        error('fmt:style', 'unknown style "%s"', style);
end
end
