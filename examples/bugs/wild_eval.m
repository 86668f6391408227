function y = wild_eval(name, x)
% Calls a scaling function chosen by name, the wild way.
eval(['y = ' name '(x);']);   % runs text as code: mtame cannot follow it
y = y * 2;
end
