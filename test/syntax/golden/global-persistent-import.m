function global_persistent_import()
% global, persistent, import and the loop-control keywords.
global counter
global a b c;
persistent cache
persistent n m
import pkg.*
import pkg.sub.fn
import matlab.io.*;
if isempty(cache)
    cache = containers.Map();
end
counter = counter + 1;
return
end
