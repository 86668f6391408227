function n = undefined_name(x)
%UNDEFINED_NAME A typo in a function name: MATLAB would fail when it reaches the call.
n = lenght(x) + numel(x);
end
