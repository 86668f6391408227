function d = describe(x, varargin)
% DESCRIBE  Summary statistics of a numeric vector; extra names pick which ones.
if isempty(varargin)
    varargin = {'mean', 'min', 'max'};
end
d = struct();
for k = 1:numel(varargin)
    name = varargin{k};
    switch name
        case 'mean'
            d.(name) = mean(x);
        case 'min'
            d.(name) = min(x);
        case 'max'
            d.(name) = max(x);
        case 'std'
            d.(name) = std(x);
        case 'n'
            d.(name) = numel(x);
        otherwise
            warning('describe:name', 'ignoring %s', name);
    end
end
end
