function varargout = spread(c)
% SPREAD  Returns the elements of a cell as separate outputs.
varargout = cell(1, nargout);
for k = 1:nargout
    varargout{k} = c{k};
end
end
