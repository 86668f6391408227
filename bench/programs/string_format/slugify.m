function s = slugify(title)
% SLUGIFY  Lower-case words joined with dashes, other characters dropped.
s = lower(strtrim(title));
s = regexprep(s, '[^a-z0-9 ]', '');
words = strsplit(s, ' ');
words = words(~cellfun('isempty', words));
s = strjoin(words, '-');
end
