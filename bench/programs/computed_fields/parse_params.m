function [flags, varargout] = parse_params(spec, defaults, args)
% The parameters named in spec ('a,b'): the defaults (none when empty), then the leading
% arguments over them.
names = strsplit(spec, ',');
if isempty(defaults)
  vals = struct();
else
  vals = defaults;
end
flags = struct('verbose', false);
varargout = cell(1, numel(names));
for k = 1:numel(names)
  varargout(k) = {vals.(names{k})};
end
for k = 1:min(numel(names), numel(args))
  varargout{k} = args{k};
end
end
